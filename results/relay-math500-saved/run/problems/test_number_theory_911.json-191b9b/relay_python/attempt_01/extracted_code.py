print("Result: 30")
print("CONFIDENCE: 100")
