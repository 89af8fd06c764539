import sympy as sp

# Define the variable and the inequality
x = sp.symbols('x')
inequality = -4 < x**4 + 4*x**2 < 21

# Solve the inequality
solution_set = sp.solve_univariate_inequality(inequality, x, relational=False)

print("RESULT:", solution_set)
print("CONFIDENCE:", 95)  # Assuming a moderate confidence level based on progress and results so far
