import math

# Calculate (sqrt(7) + sqrt(5))^6 and find the greatest integer less than it
result = int(math.pow(math.sqrt(7) + math.sqrt(5), 6))
confidence = 100  # Since we're finding an exact answer, confidence is 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
