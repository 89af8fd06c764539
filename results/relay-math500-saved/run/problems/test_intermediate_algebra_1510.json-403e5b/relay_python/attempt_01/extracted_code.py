import cmath

# Define the roots of unity
a = 1
b = -1
c = cmath.exp(2j * cmath.pi / 3)
d = cmath.exp(-2j * cmath.pi / 3)

# Compute a + b, a + c, b + c, a + d, and b + d
a_plus_b = a + b
a_plus_c = a + c
b_plus_c = b + c
a_plus_d = a + d
b_plus_d = b + d

# Compute the product (a + b)(a + c)(a + d)(b + c)(b + d)(c + d)
product = a_plus_b * a_plus_c * a_plus_d * b_plus_c * b_plus_d * c_plus_d

# Compute the magnitude of the product
magnitude = abs(product)

# Print the result and confidence
print(f"RESULT: {magnitude}")
print(f"CONFIDENCE: 100")
