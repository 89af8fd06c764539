# Import necessary library
from sympy import Rational

# Given binary number as a string
binary_number = '10101001110'

# Convert binary to decimal
decimal_number = int(binary_number, 2)

# Convert decimal to base eight (use sympy's Rational for fractions)
base_eight = Rational(decimal_number).evalf()

# Print the result and confidence
print(f"RESULT: {int(base_eight)}")
print(f"CONFIDENCE: 100")  # Since we are converting a fixed number, confidence is 100%
