import sympy as sp

# Simplify the square root of 242
result = sp.sqrt(242)
confidence = 100  # Since we are using exact values, confidence is 100%

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
