import sympy

# Simplify the square root of 242
result = sympy.sqrt(242)
confidence = 100  # We assume it's correct based on our understanding
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
