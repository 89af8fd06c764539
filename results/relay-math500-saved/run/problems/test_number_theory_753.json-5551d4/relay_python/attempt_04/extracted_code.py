from sympy.ntheory.modular import mod_inverse

# Calculate the modular inverse of -1 modulo 18
mod_inverse_11213141 = mod_inverse(-1, 18)

# The integer n that satisfies n ≡ -11213141 (mod 18)
n = (mod_inverse_11213141 + 18) % 18
print(f"RESULT: {n}")
print(f"CONFIDENCE: 100")
