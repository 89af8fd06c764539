result = 2**7 - 1
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
