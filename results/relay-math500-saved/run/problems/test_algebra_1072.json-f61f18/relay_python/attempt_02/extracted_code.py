from fractions import Fraction

# Given geometric sequence: 125/9, 25/3, 5, 3, ...
a = Fraction(125, 9)
r = Fraction(25, 3)

# Calculate the nth term of a geometric sequence a_n = a * r^(n-1)
def geometric_term(a, r, n):
    return a * r**(n-1)

# Find the eighth term
eighth_term = geometric_term(a, r, 8)
print(eighth_term)
