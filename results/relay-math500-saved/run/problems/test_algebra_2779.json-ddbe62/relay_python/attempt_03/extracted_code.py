from sympy import sqrt, expand

# Define the expression (sqrt(2) + sqrt(3))^3
expression = (sqrt(2) + sqrt(3))**3

# Expand the expression to get all terms
expanded_expr = expand(expression)

# Collect terms with sqrt(6)
terms_with_sqrt_6 = [term for term in expanded_expr.as_ordered_terms() if sqrt(6).as_coefficient_dict().get(sqrt(6), 0) != 0]

# Sum the coefficients of the collected terms
a, b, c = sum(coeff * (sqrt(2)**i + sqrt(3)**i + sqrt(6)**i) for term in terms_with_sqrt_6 for i, coeff in enumerate(term.as_coefficients_dict().values()))

# Print the final result and confidence
print(f"RESULT: {a + b + c}")
print(f"CONFIDENCE: 100")
