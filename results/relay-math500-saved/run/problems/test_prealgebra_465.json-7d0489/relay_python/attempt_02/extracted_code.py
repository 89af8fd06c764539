from fractions import Fraction

# Define the fraction to convert
fraction = Fraction(31, 11111)

# Convert the fraction to a decimal
decimal_representation = fraction.limit_denominator()

# Extract the repeating part
decimal_part = str(decimal_representation)
decimal_part_length = len(decimal_part)
digit_after_period = None

for i in range(len(decimal_part) - 1):
    if decimal_part[i] != '0':
        digit_after_period = int(decimal_part[i])
        break

if digit_after_period:
    repeat_start = i + 1
    repeating_digits = decimal_part[repeat_start:repeat_start + digit_after_period]
else:
    repeating_digits = None

# Determine the length of the repeating part
repeating_length = len(repeating_digits) if repeating_digits else 0

print(f"RESULT: {repeating_length}")
print("CONFIDENCE: 100")
