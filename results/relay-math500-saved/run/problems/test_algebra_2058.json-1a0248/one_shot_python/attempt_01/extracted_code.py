import sympy as sp

# Define the expression
expr = (1 + sp.sqrt(2)) / (2 + sp.sqrt(3))

# Simplify the expression
simplified_expr = sp.simplify(expr)

# Extract A, B, C, D
A = simplified_expr.as_coefficients_dict()[sp.Rational(1, 1)]
B = simplified_expr.as_coefficients_dict()[sp.sqrt(2)]
C = simplified_expr.as_coefficients_dict()[sp.sqrt(3)]
D = simplified_expr.as_coefficients_dict()[sp.sqrt(4)]

# Calculate A + B + C + D
result = A + B + C + D

# Print the result and confidence (100% for this problem)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
