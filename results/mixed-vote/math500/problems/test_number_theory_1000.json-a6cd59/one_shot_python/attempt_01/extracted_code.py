from sympy import mod_inverse

# Compute the modular inverse of 17 modulo 83
result = mod_inverse(17, 83)
confidence = 100  # Since we are using a known algorithm, confidence is high

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
