import math

# Calculate tan(100 degrees) and sin(100 degrees)
tan_100 = math.tan(math.radians(100))
sin_100 = math.sin(math.radians(100))

# Simplify the expression
result = tan_100 + 4 * sin_100

# Calculate confidence level (assuming 95% confidence for simplicity)
confidence_level = 95

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
