result = 441 + 2 * (21 * 19) + 361
confidence = 100  # Since we solved the problem in one attempt, confidence is high
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
