result = (26**2 - 24**2 - 10)**2 - 10**2
confidence = 100  # Assuming the result is accurate and no rounding errors

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
