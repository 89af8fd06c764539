result = 18 ** 6 % 10
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
