from sympy import symbols, Eq, solve

# Define the variables
sara_height = symbols('sara_height')

# Joe's height is 6 inches more than double Sara's height
joe_height = 2 * sara_height + 6

# They have a combined height of 120 inches
combined_height_eq = Eq(sara_height + joe_height, 120)

# Solve for sara's height
sara_height_value = solve(combined_height_eq, sara_height)[0]

# Calculate Joe's height
joe_height_value = 2 * sara_height_value + 6

# Print the result
print(f"RESULT: {joe_height_value}")
