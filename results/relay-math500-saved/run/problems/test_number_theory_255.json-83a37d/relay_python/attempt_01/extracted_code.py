import math

# Fraction numerator and denominator
numerator = 137
denominator = 500

# Simplify the fraction by dividing both by their greatest common divisor
gcd = math.gcd(numerator, denominator)
simplified_numerator = numerator // gcd
simplified_denominator = denominator // gcd

# Calculate the decimal expansion of the simplified fraction
decimal_part = ""
while simplified_denominator != 1:
    decimal_part += str(simplified_numerator // simplified_denominator)
    simplified_numerator = (simplified_numerator % simplified_denominator) * 10

print("RESULT: " + decimal_part[-1])
print("CONFIDENCE: 50")
