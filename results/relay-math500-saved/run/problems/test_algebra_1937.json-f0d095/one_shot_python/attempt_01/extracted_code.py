x = 441 + 2 * (21 * 19) + 361
print(f"RESULT: {x}")
print(f"CONFIDENCE: 100")
