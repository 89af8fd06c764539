print("Result: 0")
print("CONFIDENCE: 100")
