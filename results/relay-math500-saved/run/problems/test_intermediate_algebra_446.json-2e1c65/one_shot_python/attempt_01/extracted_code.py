import sympy as sp

# Define the variable and the expression
x = sp.symbols('x', positive=True)
expression = (x + 5) * (x + 2) / (x + 1)

# Find the critical points by taking the derivative and setting it to zero
critical_points = sp.solve(sp.diff(expression, x), x)

# Evaluate the expression at the critical points to find the minimum value
min_value = min([expression.subs(x, point) for point in critical_points])

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")  # Since we have exactly one solution, confidence is 100%
