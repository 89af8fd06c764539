from sympy import symbols, Eq, solve

# Define the variable for the current age of James
james_age = symbols('james_age')

# Equation for James's age in 5 years
equation1 = Eq(james_age + 5, 27)

# Solve for James's current age
current_age_james = solve(equation1, james_age)[0]

# Define the variable for the current age of James's cousin
cousin_age = symbols('cousin_age')

# Equation for James's cousin's age in 8 years
equation2 = Eq(cousin_age + 8, 2 * current_age_james - 5)

# Solve for James's cousin's current age
current_age_cousin = solve(equation2, cousin_age)[0]

# Calculate the number of years between the ages of James and his cousin
years_between = current_age_cousin - current_age_james

# Print the result
print(f"RESULT: {years_between}")
