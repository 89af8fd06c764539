from fractions import Fraction

def custom_operation(frac1, frac2):
    m, n = frac1.numerator * frac2.denominator, frac1.denominator * frac2.numerator
    return Fraction(m, n)

# Given fractions
frac1 = Fraction(7, 30)
frac2 = Fraction(10, 21)

result = custom_operation(frac1, frac2)
print("Result:", result)
