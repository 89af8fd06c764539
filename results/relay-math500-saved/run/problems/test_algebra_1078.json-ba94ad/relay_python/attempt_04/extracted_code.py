import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the inequality
inequality = -4 < x**4 + 4*x**2 < 21

# Solve the inequality
solution = sp.solve_univariate_inequality(inequality, x, relational=False)

print("RESULT:", solution)
print("CONFIDENCE:", 80)  # Assuming it's a reasonably accurate interval without additional details
