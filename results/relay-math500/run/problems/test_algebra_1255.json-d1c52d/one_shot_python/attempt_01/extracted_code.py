import math

# Evaluate the logarithm base 2 of 64
result = math.log(64, 2)
confidence = int(result * 100)  # Convert to confidence level from a decimal

print("RESULT:", result)
print("CONFIDENCE:", confidence)
