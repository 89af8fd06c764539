from sympy import symbols, simplify

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expr = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / a*b/c

# Simplify the expression
simplified_expr = simplify(expr)

# Find the critical points by taking partial derivatives and setting them to zero
partial_a = simplify(simplified_expr.diff(a))
partial_b = simplified_expr.diff(b)
partial_c = simplified_expr.diff(c)

critical_points = [(a, b, c) for a in range(1, 10) for b in range(1, 10) for c in range(1, 10) if partial_a.subs({a: a, b: b, c: c}) == 0 and partial_b.subs({a: a, b: b, c: c}) == 0 and partial_c.subs({a: a, b: b, c: c}) == 0]

# Evaluate the expression at the critical points
min_value = float('inf')
for point in critical_points:
    value = simplified_expr.subs(point)
    if value < min_value:
        min_value = value

# Print the result and confidence
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
