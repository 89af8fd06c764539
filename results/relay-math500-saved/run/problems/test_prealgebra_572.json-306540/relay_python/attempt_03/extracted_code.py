from fractions import Fraction

# Write the fraction as a decimal
result = Fraction(3, 20).limit_denominator()
print(f"Result: {result}, Confidence: 100")
