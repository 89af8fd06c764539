from fractions import Fraction

# Define the repeating decimals as fractions
fraction1 = Fraction(7, 10)
fraction2 = Fraction(4, 10)
fraction3 = Fraction(2, 10)

# Compute the result of the expression
result = fraction1 - fraction2 + fraction3

# Convert the result to a common fraction
result = result.limit_denominator()

# Print the final answer and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
