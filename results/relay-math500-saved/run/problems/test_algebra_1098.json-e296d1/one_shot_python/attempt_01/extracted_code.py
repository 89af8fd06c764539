result = (1 + 2j) * 6 - 3j
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
