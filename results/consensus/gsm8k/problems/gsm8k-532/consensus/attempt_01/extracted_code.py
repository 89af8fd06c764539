from sympy import symbols, Eq, solve

# Define the variable for the current age of James
james_age = symbols('james_age')

# Equation for James turning 27 in 5 years
equation1 = Eq(james_age + 5, 27)

# Solve for James's current age
james_current_age = solve(equation1, james_age)[0]

# Define the variable for the current age of James's cousin
cousin_age = symbols('cousin_age')

# Equation for James's cousin being 5 years younger than twice his age in 8 years
equation2 = Eq(cousin_age + 8, 2 * (james_current_age + 8) - 5)

# Solve for James's cousin's current age
cousin_current_age = solve(equation2, cousin_age)[0]

# Calculate the number of years separating the age of the two now
years_separation = cousin_current_age - james_current_age

# Print the result
print(f"RESULT: {years_separation}")
