from sympy import symbols, Eq, solve

# Define the variable
sara_height = symbols('sara_height')

# Joe's height is given as 6 inches more than double Sara's height
joe_height = 2*sara_height + 6

# The combined height of Sara and Joe is 120 inches
combined_height_eq = Eq(sara_height + joe_height, 120)

# Solve for sara_height
sara_height_solution = solve(combined_height_eq, sara_height)[0]

# Calculate Joe's height
joe_height_solution = 2*sara_height_solution + 6

# Print the result
print(f"RESULT: {joe_height_solution}")
