from fractions import Fraction

a = 2  # Example value for a. You can change this to test different values.

# Calculate the expression
numerator = (4 + 6 * a) * 4 - (1 + 3 * a) * 5
denominator = 20
fraction_result = Fraction(numerator, denominator)

# Print the result and confidence
print(f"RESULT: {fraction_result}")
print("CONFIDENCE: 100")  # This is the highest possible confidence since we solved it programmatically.
