# Import necessary library
import sympy as sp

# Define the variable and the inequality
x = sp.symbols('x')
inequality = x**2 - 5*x - 4 <= 10

# Solve the inequality
solution = sp.solve_univariate_inequality(inequality, x, relational=False)

# Print the result in interval notation
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 80")
