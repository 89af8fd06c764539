import math

# Given value of a
a = 8

# Calculate the expression (16 * cube root(a^2))^1/3
result = (16 * math.cbrt(a**2)) ** (1/3)

# Print the final result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 95")
