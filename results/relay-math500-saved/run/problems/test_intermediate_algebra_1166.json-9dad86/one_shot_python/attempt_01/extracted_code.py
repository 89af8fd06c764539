import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression to minimize
expression = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / (a * b * c)

# Find the critical points by taking the partial derivatives and setting them to zero
partial_a = sp.diff(expression, a)
partial_b = sp.diff(expression, b)
partial_c = sp.diff(expression, c)

# Solve the system of equations
critical_points = sp.solve([partial_a, partial_b, partial_c], (a, b, c), dict=True)

# Evaluate the expression at the critical points to find the minimum value
min_value = float("inf")
for point in critical_points:
    value = expression.subs(point)
    if value < min_value:
        min_value = value

# Find the corresponding confidence level by evaluating the second derivative test
second_derivative_a = sp.diff(partial_a, a)
second_derivative_b = sp.diff(partial_b, b)
second_derivative_c = sp.diff(partial_c, c)

# Evaluate the second derivatives at the critical points
min_confidence = 0
for point in critical_points:
    value_a = second_derivative_a.subs(point)
    value_b = second_derivative_b.subs(point)
    value_c = second_derivative_c.subs(point)
    if value_a > 0 and value_b > 0 and value_c > 0:
        min_confidence = 100

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: {min_confidence}")
