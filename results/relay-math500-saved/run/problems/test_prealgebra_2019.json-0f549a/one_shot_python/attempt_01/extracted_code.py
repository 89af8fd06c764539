result = 9 / 2
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
