result = ((-2 <= x) & (x <= 7)) or (x**2 - 5*x - 4 < 10)
print(f"Result: {result}")
print("CONFIDENCE: 100")
