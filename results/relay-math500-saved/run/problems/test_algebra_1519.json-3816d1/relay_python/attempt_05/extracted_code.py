result = 3 / 27
print(f"RESULT: {result}")
CONFIDENCE: 100
