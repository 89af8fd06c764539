n = 2
remainder = (n + 2) * (n + 4) * (n + 6) % 7
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
