from sympy.ntheory.modular import mod_inverse

# Given values
n_mod = -11213141 % 18
mod_val = 18

# Calculate the modular inverse of n_mod modulo mod_val
inverse_n_mod = mod_inverse(n_mod, mod_val)

# Final result
result = (inverse_n_mod * n_mod) % mod_val
print(f"RESULT: {result}")
