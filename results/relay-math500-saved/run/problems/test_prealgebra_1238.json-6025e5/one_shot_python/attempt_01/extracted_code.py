import sympy as sp

# Define the inequality
inequality = (sp.Rational(1, 4) < sp.Rational(x, 7)) & (sp.Rational(x, 7) < sp.Rational(1, 3))

# Solve the inequality for x
solution = sp.solve_univariate_inequality(inequality, x, relational=False)

# Print the result and confidence level
print(f"RESULT: {solution.inf}")
print(f"CONFIDENCE: 95")
