import sympy as sp

# Define the variable and the expression
x = sp.symbols('x')
expression = 4 * (x + 7) * (2 - x)

# Find the critical points by taking the derivative and setting it to zero
critical_points = sp.solve(sp.diff(expression, x), x)

# Evaluate the expression at the critical points and endpoints of the domain (-∞, ∞)
values = [expression.subs(x, cp) for cp in critical_points]
values.append(expression.subs(x, -sp.oo))
values.append(expression.subs(x, sp oo))

# Find the maximum value
max_value = max(values)

# Calculate the confidence level (100% since we are solving the problem exactly)
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {max_value}")
print(f"CONFIDENCE: {confidence_level}")
