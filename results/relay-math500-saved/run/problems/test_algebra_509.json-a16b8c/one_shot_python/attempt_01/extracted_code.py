import sympy as sp

# Define the expression
numerator = (sp.Rational(5, sp.sqrt(80)) + sp.sqrt(845) / 9 + sp.sqrt(45))
denominator = sp.sqrt(5)
expression = numerator / denominator

# Simplify the expression
simplified_expression = sp.simplify(expression)

# Extract the result and confidence level
result = simplified_expression
confidence_level = sp.N(sp.Abs(simplified_expression - sp.Rational(1, 2))) * 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
