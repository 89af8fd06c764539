import math

# Calculate the product of cosines
cos_product = math.prod(math.cos(2 * k * math.pi / 15) for k in range(1, 6))

# Print the result and confidence level
print("RESULT:", cos_product)
print("CONFIDENCE:", 90)
