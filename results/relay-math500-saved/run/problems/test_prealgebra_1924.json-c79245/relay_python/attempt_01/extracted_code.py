print("RESULT: (-k + 4) + (-2 + 3k) = -k + 4 - 2 + 3k = k + 2")
print("CONFIDENCE: 100")
