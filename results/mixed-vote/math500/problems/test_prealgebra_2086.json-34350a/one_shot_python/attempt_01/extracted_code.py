from sympy import symbols, Eq, solve

# Define the variables
daps, yaps, baps = symbols('daps yaps baps')

# Given equations
eq1 = Eq(4*daps, 7*yaps)
eq2 = Eq(5*yaps, 3*baps)

# Solve the system of equations for daps and baps in terms of yaps
solution = solve((eq1, eq2), (daps, baps))

# Extract the value of daps in terms of yaps
daps_in_terms_of_yaps = solution[daps]

# Given that 5 yaps = 3 baps, we can find the ratio of baps to yaps
ratio_baps_to_yaps = baps / yaps

# Calculate the number of daps equal to 42 baps
baps_value = 42
daps_value = (baps_value * ratio_baps_to_yaps) / daps_in_terms_of_yaps

# Print the final answer and confidence level
print(f"RESULT: {daps_value}")
print(f"CONFIDENCE: 100")
