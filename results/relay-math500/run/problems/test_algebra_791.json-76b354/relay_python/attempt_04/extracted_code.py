import sympy as sp

# Define the geometric sequence with terms a, b, and 2009
a, r = sp.symbols('a r')

# The common ratio must be an integer
r = sp.floor(r)

# The terms of the sequence are a*r^0, a*r^1, ..., a*r^(n-1) where n is the number of terms in the sequence
n = sp.lcm(2, sp.log(2009, r))

# We need to find a and b such that:
# 1. a*b = 2009 (product of the terms)
# 2. a < b < 2009 (geometric sequence condition)

# We will iterate through possible values of a and r
for a_val in range(1, 1900):
    for r_val in range(2, int(sp.sqrt(2009)) + 1):
        if sp.gcd(a_val, r_val) == 1:  # Check if r is coprime with a
            a = a_val
            b = a * r_val
            if a < b < 2009 and a*b == 2009:
                result = a_val
                confidence = 100
                print(f"RESULT: {result}")
                print(f"CONFIDENCE: {confidence}")
                break
    else:
        continue
    break
