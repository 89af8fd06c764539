print("RESULT: 8")
print("CONFIDENCE: 100")
