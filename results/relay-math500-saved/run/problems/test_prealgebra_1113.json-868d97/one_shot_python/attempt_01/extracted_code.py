# Calculate the product of 10, 15, and 24
product = 10 * 15 * 24

# Compute the positive square root of the product
result = product ** 0.5

# Print the final answer and confidence
print(f"RESULT: {result:.6f}")
print(f"CONFIDENCE: 98")
