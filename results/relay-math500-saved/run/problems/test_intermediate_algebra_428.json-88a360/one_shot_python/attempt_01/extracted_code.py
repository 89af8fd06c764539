import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = (x - 3)**3 + (x - 7)**3 - (2*x - 10)**3

# Solve the equation
roots = sp.solve(equation, x)

# Print the results
print(f"RESULT: {roots}")
print(f"CONFIDENCE: 100")  # All roots are real and distinct, so confidence is high
