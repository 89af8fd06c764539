from sympy import Rational, sqrt

# Given values
B = 30  # area of the base in square units
h = 6.5  # height in units

# Calculate the volume of the cone
V = Rational(1, 3) * B * h

# Print the result and confidence level
print(f"RESULT: {V}")
print(f"CONFIDENCE: 100")
