from sympy import symbols

# Define symbols for ages
Vincent_age, Khloe_age, Eugene_age, Yorick_age, Amilia_age, Tricia_age = symbols('Vincent_age Khloe_age Eugene_age Yorick_age Amilia_age Tricia_age')

# Equations based on the problem description
equations = [
    Vincent_age - 10 - Khloe_age + 2,
    Khloe_age * 3 - Eugene_age,
    Eugene_age * 3 - Yorick_age,
    Yorick_age * 2 - Eugene_age,
    Amilia_age * 4 - Yorick_age,
    Amilia_age * 3 - Tricia_age
]

# Solve the system of equations
solution = solutions(equations)

# Extract Tricia's age
Tricia_age_value = solution[Tricia_age]

# Print the result
RESULT: Tricia_age_value
