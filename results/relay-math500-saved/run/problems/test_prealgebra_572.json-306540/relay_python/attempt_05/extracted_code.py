result = 3 / 20
print(f"Result: {result}, Confidence: 100")
