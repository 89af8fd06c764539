a = 8
value = (16 * a ** (2/3)) ** (1/3)
print(f"Result: {value}")
print(f"CONFIDENCE: 100")
