from sympy import Eq, solve

# Define the equation 2^8 = 4^x
equation = Eq(2**8, 4**x)

# Solve for x
solution = solve(equation, x)[0]

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
