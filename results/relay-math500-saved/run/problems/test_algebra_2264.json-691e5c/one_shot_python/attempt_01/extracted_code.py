import sympy as sp

# Define the complex numbers
numerator = sp.Rational(-3, 1) + sp.I * 4
denominator = sp.Rational(1, 1) + sp.I * 2

# Perform the division of the numerator by the denominator
result = numerator / denominator

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 95")
