from fractions import Fraction

# Define the repeating decimals as fractions
frac_7 = Fraction(7, 9)
frac_4 = Fraction(4, 9)
frac_2 = Fraction(2, 9)

# Compute the sum of the repeating decimals
result = frac_7 + frac_4 + frac_2

# Convert the result to a common fraction in its simplest form
common_fraction = result.limit_denominator()

print(f"RESULT: {common_fraction}")
print("CONFIDENCE: 100")  # Assuming no significant errors or issues
