result = 1 + sum(range(1, 11))
confidence = 90  # Adjust as necessary based on accuracy of the answer
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
