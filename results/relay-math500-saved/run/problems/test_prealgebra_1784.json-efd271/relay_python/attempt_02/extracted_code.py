# Attempt 2: Add 313.9 to 12.6 and express the result as a decimal.
result = 313.9 + 12.6
print(f"RESULT: {result:.1f}")
print("CONFIDENCE: 100")
