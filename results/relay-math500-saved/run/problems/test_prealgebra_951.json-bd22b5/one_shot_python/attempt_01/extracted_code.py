import math

# Given values
numerator = math.sqrt(2.5**2 - 0.7**2)
denominator = 2.7 - 2.5

# Simplified result
result = numerator / denominator

# Confidence level (set to 100% as the problem asks for confidence)
confidence_level = 100

print(f"RESULT: {result:.4f}")
print(f"CONFIDENCE: {confidence_level}%")
