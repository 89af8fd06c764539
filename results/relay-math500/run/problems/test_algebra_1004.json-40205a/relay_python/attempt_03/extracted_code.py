import sympy as sp

# Define the equation 2^8 = 4^x
equation = sp.Eq(2**8, 4**x)

# Solve the equation for x
solution = sp.solve(equation, x)[0]

# Print the result and confidence
RESULT: solution
CONFIDENCE: 100
