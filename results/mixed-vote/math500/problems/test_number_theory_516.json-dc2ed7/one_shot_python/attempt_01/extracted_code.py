from sympy import binomial, Rational

# Convert the binary number to a decimal
decimal_value = int('10101001110', 2)

# Convert the decimal value to base eight
base_eight_value = oct(decimal_value)[2:]

# Print the result and confidence
print(f"RESULT: {base_eight_value}")
print(f"CONFIDENCE: 100")
