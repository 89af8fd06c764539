print("RESULT: (x+2)(x-5) = x^2 - 3x - 10")
print("CONFIDENCE: 100")
