from sympy import sqrt

# Simplify the square root of 242
result = sqrt(242)
confidence = 100  # Assuming perfect accuracy for this problem

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
