from math import sqrt, ceil

result = ceil(sqrt(20))**2
confidence = 100  # This is a simple confidence level for this example

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
