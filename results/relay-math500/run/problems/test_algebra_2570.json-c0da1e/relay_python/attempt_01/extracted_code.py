print("RESULT: 540")
print("CONFIDENCE: 100")
