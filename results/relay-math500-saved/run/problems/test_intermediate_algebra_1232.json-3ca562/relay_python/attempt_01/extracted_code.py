z = 1 + 1j
w = (3*z + 1) / (5*z + 7)
result = abs(w)
confidence = int(100 * result)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
