result = 0.15 * 80
confidence = 95  # Assuming the calculation is correct and no further checks are needed.
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
