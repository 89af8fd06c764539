# Import necessary library
import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the inequality
inequality = x**2 - 5*x - 4 <= 10

# Solve the inequality
solution = sp.solve_univariate_inequality(inequality, x, relational=False)

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 90")
