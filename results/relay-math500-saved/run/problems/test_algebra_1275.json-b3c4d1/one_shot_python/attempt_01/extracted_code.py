import math

# Simplifying the expression step by step
base = 729 ** (1/3) ** (1/2)
result = base ** (1/6)

# Converting to a fraction and getting the confidence
from fractions import Fraction

fraction_result = Fraction(result).limit_denominator()
confidence = fraction_result.denominator * 100 // fraction_result.numerator

print("RESULT:", result)
print("CONFIDENCE:", confidence)
