print("Result: 8")
print("CONFIDENCE: 100")
