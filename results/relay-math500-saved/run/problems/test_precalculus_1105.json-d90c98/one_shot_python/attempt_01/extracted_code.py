from math import asin

result = asin(-1/2)
confidence = 95  # Reasonable confidence level based on common knowledge

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
