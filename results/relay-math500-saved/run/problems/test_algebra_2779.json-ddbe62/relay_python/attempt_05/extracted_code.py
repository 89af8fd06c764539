import sympy as sp

# Define the expression
expr = (sp.sqrt(2) + sp.sqrt(3))**3

# Expand the expression
expanded_expr = sp.expand(expr)

# Extract terms with sqrt(6)
terms_with_sqrt_6 = [term for term in expanded_expr.as_ordered_terms() if sp.sqrt(6).as_coefficient_dict().get(sp.sqrt(6), 0) != 0]

# Display the terms with sqrt(6)
print("Terms with sqrt(6):", terms_with_sqrt_6)

# Calculate a + b + c
a = terms_with_sqrt_6[0].coeff(sp.sqrt(2))
b = terms_with_sqrt_6[1].coeff(sp.sqrt(3))
c = terms_with_sqrt_6[2].coeff(sp.sqrt(6))

result = a + b + c
confidence = 100  # Assuming we have enough information to confidently calculate the result

print("RESULT:", result)
print("CONFIDENCE:", confidence)
