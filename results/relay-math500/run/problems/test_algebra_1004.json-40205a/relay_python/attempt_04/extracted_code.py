import sympy as sp

# Define the equation 2^8 = 4^x and solve for x
equation = sp.Eq(2**8, 4**sp.symbols('x'))
solution = sp.solve(equation, sp.symbols('x'))[0]

# Print the result and confidence
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
