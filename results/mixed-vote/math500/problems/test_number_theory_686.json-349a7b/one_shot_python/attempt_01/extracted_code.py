from sympy import mod_inverse

# Calculate 18^6 % 10
units_digit = pow(18, 6, 10)
print(f"RESULT: {units_digit}")
print(f"CONFIDENCE: 100")
