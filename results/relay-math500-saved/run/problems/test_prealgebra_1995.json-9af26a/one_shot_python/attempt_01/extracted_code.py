import sympy as sp

# Define the fractions
numerator1 = 8 / 7
denominator1 = 12 / 20
fraction1 = numerator1 / denominator1

# Simplify the fraction
simplified_fraction = sp.simplify(fraction1)

# Print the result and confidence
print(f"RESULT: {simplified_fraction}")
print(f"CONFIDENCE: 100")  # We assume perfect simplification, so confidence is 100
