import sympy as sp

# Define the variable
x = sp.symbols('x')

# Set up the equation for the arithmetic mean
equation = (7 + 2 + x + 10) / 4 - 9

# Solve the equation for x
solution = sp.solve(equation, x)[0]

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
