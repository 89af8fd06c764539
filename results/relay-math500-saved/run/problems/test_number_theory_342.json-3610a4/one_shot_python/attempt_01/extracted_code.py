result = 54 % 6
confidence = 100  # Assuming perfect accuracy for simplicity
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
