from fractions import Fraction

print(Fraction(3, 20))
