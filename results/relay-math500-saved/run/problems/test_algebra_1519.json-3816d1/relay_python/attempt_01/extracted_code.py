# Importing necessary packages
import math

# Attempt 1: Simplifying the fraction 3 / sqrt(27)
numerator = 3
denominator = math.sqrt(27)

# Simplifying by dividing both numerator and denominator by their greatest common divisor (gcd)
common_divisor = math.gcd(numerator, denominator)
simplified_numerator = numerator // common_divisor
simplified_denominator = denominator // common_divisor

# Displaying the simplified fraction
print(f"Result: {simplified_numerator}/{simplified_denominator}")
print("CONFIDENCE: 100")
