import sympy as sp

# Define the expression
expr = (sp.sqrt(2) + sp.sqrt(3))**3

# Expand the expression
expanded_expr = sp.expand(expr)

# Extract coefficients of sqrt(2), sqrt(3), and sqrt(6)
a, b, c = expanded_expr.as_coefficients_dict(sp.sqrt(2)), expanded_expr.as_coefficients_dict(sp.sqrt(3)), expanded_expr.as_coefficients_dict(sp.sqrt(6))

# Calculate the sum a + b + c
result = a[1] + b[1] + c[1]

# Output the result and confidence level (90% confidence)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 90")
