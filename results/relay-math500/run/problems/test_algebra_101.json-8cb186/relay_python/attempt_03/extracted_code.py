import sympy as sp

# Define the variable and the inequality
x = sp.symbols('x')
inequality = x**2 - 5*x - 4 <= 10

# Solve the inequality
solution = sp.solve_univariate_inequality(inequality, x, relational=False)

# Print the result in interval notation
RESULT: solution
CONFIDENCE: 100
