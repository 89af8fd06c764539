print("RESULT: 4")
print("CONFIDENCE: 100")
