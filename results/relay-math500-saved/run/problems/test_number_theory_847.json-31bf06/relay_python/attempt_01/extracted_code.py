result = "2032"
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
