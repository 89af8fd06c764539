import math

# Calculate the value of 513^2 - 487^2
result = math.pow(513, 2) - math.pow(487, 2)

# Output the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
