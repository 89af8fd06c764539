import sympy as sp

# Define the equation 2^8 = 4^x
equation = sp.Eq(2**8, 4**sp.symbols('x'))

# Solve for x
solution = sp.solve(equation, sp.symbols('x'))
x_value = solution[0]

# Print the final answer and confidence level
print(f"RESULT: {x_value}")
print(f"CONFIDENCE: 100")
