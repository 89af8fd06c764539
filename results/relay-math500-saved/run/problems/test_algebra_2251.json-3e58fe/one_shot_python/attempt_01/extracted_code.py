import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = sp.sqrt(3*x - 5) - 2

# Solve the equation for x
solutions = sp.solve(equation, x)

# Print the final answer and confidence level
print(f"RESULT: {solutions}")
print(f"CONFIDENCE: 100")
