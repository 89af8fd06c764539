import math

# Attempt 1: Compute 99^2 + 99 + 1 in your head.
result = (99**2) + 99 + 1
confidence = 50  # 75% confidence that this is correct, considering the nature of mental arithmetic.

print("RESULT:", result)
print("CONFIDENCE:", confidence)
