from sympy import Rational, floor

# Given fraction
numerator = 4321
denominator = 5**7 * 2**8

# Simplify the fraction
fraction = Rational(numerator, denominator)

# Get the terminating decimal representation
decimal_part = str(fraction)[2:]

# Calculate the sum of the digits in the decimal part
sum_of_digits = sum(int(digit) for digit in decimal_part if digit.isdigit())

# Print the result and confidence level
print(f"RESULT: {sum_of_digits}")
print(f"CONFIDENCE: 100")
