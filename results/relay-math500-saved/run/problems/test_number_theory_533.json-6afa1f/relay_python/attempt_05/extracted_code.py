import fractions

# Define the repeating decimal as a string
repeating_decimal = "0.1331"

# Convert the repeating decimal to a fraction
fraction = fractions.Fraction(repeating_decimal).limit_denominator()

# Extract numerator and denominator
a, b = fraction.numerator, fraction.denominator

# Calculate the sum of numerator and denominator
result = a + b

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
