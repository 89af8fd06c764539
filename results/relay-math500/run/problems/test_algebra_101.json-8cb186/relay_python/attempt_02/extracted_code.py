import sympy as sp

# Define the variable and the inequality
x = sp.symbols('x')
inequality = x**2 - 5*x - 4 <= 10

# Solve the inequality
solution = sp.solve_univariate_inequality(inequality, x, relational=False)

# Display the result
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 90")
