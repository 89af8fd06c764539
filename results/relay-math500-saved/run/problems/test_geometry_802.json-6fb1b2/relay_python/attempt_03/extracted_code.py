import math

# Calculate the area of a triangle using Heron's formula
s = (5 + 5 + 6) / 2
area = math.sqrt(s * (s - 5) * (s - 5) * (s - 6))

# Print the result and confidence level
print(f"RESULT: {area} square units")
print(f"CONFIDENCE: 100")
