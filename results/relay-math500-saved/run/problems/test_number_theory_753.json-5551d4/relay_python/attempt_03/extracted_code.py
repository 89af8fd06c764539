from sympy.ntheory.modular import mod_inverse

# Problem: find the integer n such that 0 <= n < 18 and n ≡ -11213141 (mod 18)
n = mod_inverse(-11213141, 18)

print(f"RESULT: {n}")
print(f"CONFIDENCE: 100")
