from sympy import symbols, simplify

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expression = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / (a*b*c)

# Simplify the expression
simplified_expression = simplify(expression)

# Find the critical points by taking partial derivatives and setting them to zero
partial_a = simplified_expression.diff(a)
partial_b = simplified_expression.diff(b)
partial_c = simplified_expression.diff(c)

critical_points = [(a_val, b_val, c_val) for a_val in [0.1, 1, 10] for b_val in [0.1, 1, 10] for c_val in [0.1, 1, 10]
                   if partial_a.subs({a: a_val, b: b_val, c: c_val}) == 0 and
                      partial_b.subs({a: a_val, b: b_val, c: c_val}) == 0 and
                      partial_c.subs({a: a_val, b: b_val, c: c_val}) == 0]

# Evaluate the expression at the critical points to find the minimum value
min_value = float('inf')
for point in critical_points:
    val = simplified_expression.subs(point)
    if val < min_value:
        min_value = val

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
