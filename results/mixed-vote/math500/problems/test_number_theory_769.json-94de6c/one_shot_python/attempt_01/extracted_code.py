from sympy import mod_inverse

# Given values
a = 129
b = 96
c = 34
d = 38
n = 11

# Calculate the remainder of a^c and b^d when divided by n
remainder_a = pow(a, c, n)
remainder_b = pow(b, d, n)

# Sum the remainders
sum_remainders = remainder_a + remainder_b

# Find the remainder of the sum when divided by n
final_remainder = sum_remainders % n

# Calculate the confidence level (100% for exact answer)
confidence_level = 100

print(f"RESULT: {final_remainder}")
print(f"CONFIDENCE: {confidence_level}")
