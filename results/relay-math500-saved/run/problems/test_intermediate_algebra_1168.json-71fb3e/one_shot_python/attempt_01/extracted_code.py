from sympy import I

result = abs((1 - I)**8)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
