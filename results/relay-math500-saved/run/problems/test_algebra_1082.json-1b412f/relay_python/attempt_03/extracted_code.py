from sympy import sqrt, simplify

# Define the expression to be simplified
expr = sqrt(2) + 1/sqrt(2) + sqrt(3) + 1/sqrt(3)

# Simplify the expression
simplified_expr = simplify(expr)

# Extract coefficients and the denominator
a, b, c = simplified_expr.as_coefficients_dict().values()

# Print the result
print(f"RESULT: {a + b + c}")
print(f"CONFIDENCE: 100")
