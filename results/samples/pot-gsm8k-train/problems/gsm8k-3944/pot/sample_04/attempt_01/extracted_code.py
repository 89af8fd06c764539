# Import necessary library
from sympy import symbols, Eq, solve

# Define the variable
s = symbols('s')

# Joe's height is 6 inches more than double Sara's height
joe_height = 2*s + 6

# Combined height of Sara and Joe is 120 inches
combined_height = Eq(s + joe_height, 120)

# Solve for Sara's height
sara_height = solve(combined_height, s)[0]

# Calculate Joe's height
joe_height = joe_height.subs(s, sara_height)

# Print the final answer
print(f"RESULT: {joe_height}")
