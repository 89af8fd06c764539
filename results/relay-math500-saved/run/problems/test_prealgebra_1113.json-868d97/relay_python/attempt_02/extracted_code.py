import math

# Calculate the product of 10, 15, and 24
product = 10 * 15 * 24

# Find the positive square root of the product
positive_square_root = math.sqrt(product)

# Print the result and confidence level
print(f"RESULT: {positive_square_root}")
print(f"CONFIDENCE: 100")
