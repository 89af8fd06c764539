import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = x/2 + x/3 - 5

# Solve the equation
solution = sp.solve(equation, x)[0]

# Print the solution and confidence
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
