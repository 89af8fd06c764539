from fractions import Fraction

# Define the repeating decimals as fractions
frac_7 = Fraction(1, 3)
frac_4 = Fraction(1, 4)
frac_2 = Fraction(1, 5)

# Compute the sum of the repeating decimals
result = frac_7 + frac_4 - frac_2

# Convert to a common fraction
result_fraction = result.limit_denominator()

print(f"RESULT: {result_fraction}")
print(f"CONFIDENCE: 100")
