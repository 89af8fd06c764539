import math

# Calculate the result of the expression
result = 3 / math.sqrt(27)

# Set the confidence level to 100 (highest possible confidence)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
