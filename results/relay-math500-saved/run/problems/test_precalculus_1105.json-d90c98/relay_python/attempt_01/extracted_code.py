from math import asin, pi

# Compute arcsin(-1/2)
result = asin(-1/2)

# Print result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 80")
