import sympy as sp

x = sp.symbols('x')

# Define the equation
equation = sp.sqrt(x + sp.sqrt(3*x + 6)) + sp.sqrt(x - sp.sqrt(3*x + 6)) - 6

# Solve the equation
solution = sp.solve(equation, x)

# Print the solution and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
