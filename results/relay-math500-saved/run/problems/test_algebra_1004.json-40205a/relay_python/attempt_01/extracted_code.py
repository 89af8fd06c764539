x = 8 // 3
print("RESULT: 2^8 =", 4**x)
print("CONFIDENCE: 100")
