result = 3 / 20
confidence = int((result - (result // 1)) * 100)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
