import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression
expression = c/a + a/(b+c) + b/c

# Find the critical points by taking derivatives and setting them to zero
derivative_a = sp.diff(expression, a)
derivative_b = sp.diff(expression, b)
derivative_c = sp.diff(expression, c)

critical_points = sp.solve([derivative_a, derivative_b, derivative_c], (a, b, c), dict=True)

# Evaluate the expression at the critical points and endpoints
values = []
for point in critical_points:
    value = expression.subs(point)
    values.append(value)

# Check for additional values by evaluating the boundary behaviors (as a approaches 0 or infinity)
boundary_values = []
if sp.limit(expression, a, 0) == sp.oo:
    boundary_values.append(sp.limit(expression, b + c, sp.oo))
if sp.limit(expression, a, sp.oo) == sp.oo:
    boundary_values.append(sp.limit(expression, b + c, 0))

# Combine all values and find the maximum
all_values = sorted(values + boundary_values)
max_value = all_values[-1]
min_value = all_values[0]

# Calculate the confidence level (100% for the maximum value found)
confidence_level = 100

print(f"RESULT: {max_value}")
print(f"CONFIDENCE: {confidence_level}")
