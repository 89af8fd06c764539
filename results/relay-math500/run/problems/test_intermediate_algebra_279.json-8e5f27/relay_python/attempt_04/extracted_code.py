print(f"RESULT: 1")
print(f"CONFIDENCE: 95")
