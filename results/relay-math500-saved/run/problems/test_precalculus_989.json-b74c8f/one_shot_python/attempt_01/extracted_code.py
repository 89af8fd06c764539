import math

# Compute each term in the sum
term1 = 1 / (math.cos(math.radians(10)) ** 2)
term2 = 1 / (math.sin(math.radians(20)) ** 2)
term3 = 1 / (math.sin(math.radians(40)) ** 2)

# Sum the terms
result = term1 + term2 + term3

# Compute the confidence level
confidence_level = round(result * 100, 2)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
