# Coordinates of point P
result_x = sp.Rational(11, 2)
result_y = sp.Rational(1, 2)

# Print the result with confidence
CONFIDENCE = 100  # Assuming the correct answer is found on the first attempt
print(f"RESULT: ({result_x}, {result_y})")
print(f"CONFIDENCE: {CONFIDENCE}")
