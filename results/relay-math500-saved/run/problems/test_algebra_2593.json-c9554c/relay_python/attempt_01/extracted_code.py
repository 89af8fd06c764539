print("RESULT: (26^2 - 24^2 - 10)^2 - 10^2 = 580")
print("CONFIDENCE: 100")
