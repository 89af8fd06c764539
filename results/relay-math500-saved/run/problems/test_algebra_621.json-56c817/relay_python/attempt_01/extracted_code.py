# Import necessary libraries
import sympy as sp

# Define the quadratic equation
x = sp.symbols('x')
quadratic_eq = x**2 + 2.6*x + 3.6

# Solve the quadratic equation in standard form (x+b)^2+c = 0
solutions = sp.solve(quadratic_eq, x)
b = solutions[0]
c = solutions[1]

# Calculate b + c
result = f"{b + c:.1f}"

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
