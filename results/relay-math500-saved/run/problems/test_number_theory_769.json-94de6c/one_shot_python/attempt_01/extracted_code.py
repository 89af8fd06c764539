import sympy as sp

# Define the numbers
a = 129 % 11
b = 96 % 11

# Calculate the powers modulo 11
a_power_34 = pow(a, 34, 11)
b_power_38 = pow(b, 38, 11)

# Sum the powers and take modulo 11
result = (a_power_34 + b_power_38) % 11

# Calculate confidence
confidence = sp.Rational(100, 1) - sp.Rational(result, 11)

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
