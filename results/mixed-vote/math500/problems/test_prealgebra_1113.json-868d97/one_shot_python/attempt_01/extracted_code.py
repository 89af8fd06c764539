import sympy as sp

# Calculate the product of 10, 15, and 24
product = 10 * 15 * 24

# Compute the positive square root of the product
sqrt_product = sp.sqrt(product)

# Print the result and confidence level
print(f"RESULT: {sqrt_product}")
print(f"CONFIDENCE: 100")
