print("RESULT: 100")
print("CONFIDENCE: 100")
