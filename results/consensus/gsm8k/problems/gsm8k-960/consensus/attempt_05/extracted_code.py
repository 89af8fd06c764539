import sympy as sp

# Given data
first_day_holes = 10
second_day_holes = 13
third_day_holes = 8
fifth_day_holes_after_filling = 2
fourth_day_holes_before_finding = sp.symbols('fourth_day_holes_before_finding')

# Total holes before fourth day
total_holes_before_fourth_day = first_day_holes + second_day_holes + third_day_holes

# Total holes after fourth day
total_holes_after_fourth_day = total_holes_before_fourth_day + fourth_day_holes_before_finding + fifth_day_holes_after_filling

# Given that the island had four times as many holes by then as it did at the end of the first day
island_holes_after_fourth_day = 4 * first_day_holes

# Equation to find the number of holes dug on the fourth day
equation = sp.Eq(total_holes_after_fourth_day, island_holes_after_fourth_day)

# Solve the equation
result = sp.solve(equation, fourth_day_holes_before_finding)[0]

# Print the result
print(f"RESULT: {result}")
