from sympy import sqrt, expand

# Define the expression
expr = (sqrt(2) + sqrt(3))**3

# Expand the expression
expanded_expr = expand(expr)

# Extract terms with sqrt(6)
terms_with_sqrt_6 = [term for term in expanded_expr.as_ordered_terms() if sqrt(6).as_coefficient_dict().get(sqrt(6), 0) != 0]

# Calculate a, b, c
a = terms_with_sqrt_6[0][0].as_coefficient_dict()[sqrt(2)]
b = terms_with_sqrt_6[1][0].as_coefficient_dict()[sqrt(3)]
c = terms_with_sqrt_6[2][0].as_coefficient_dict()[sqrt(6)]

# Calculate a + b + c
result = a + b + c

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
