# Import necessary modules
from fractions import Fraction

# Define the expression
expression = (4 + Fraction(5, 8)) ** 55 * (8 / 37) ** 55

# Evaluate the expression
result = expression.evalf()

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
