from math import log2, prod

# Calculate the product of logarithms in base 2
product = prod(log2(i) for i in range(3, 9))

# Print the result and confidence level (100 as a placeholder)
print(f"RESULT: {product}")
print(f"CONFIDENCE: 100")
