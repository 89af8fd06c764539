import math

# Evaluate sin(arcsin(0.4) + arcsin(0.5)) * sin(arcsin(0.5) - arcsin(0.4))
result = math.sin(math.asin(0.4) + math.asin(0.5)) * math.sin(math.asin(0.5) - math.asin(0.4))

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
