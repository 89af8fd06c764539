import sympy as sp

# Define the numbers
a = 129
b = 96
n = 34
m = 38
d = 11

# Compute (a^m) mod d and (b^m) mod d
am_mod_d = pow(a, m, d)
bm_mod_d = pow(b, m, d)

# Sum the results modulo d
result_mod_d = (am_mod_d + bm_mod_d) % d

# Compute the remainder when 129^34 + 96^38 is divided by 11
remainder = result_mod_d

# Print the result and confidence
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
