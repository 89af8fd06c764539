from fractions import Fraction

# Given fractions
fraction1 = Fraction(7, 30)
fraction2 = Fraction(10, 21)

# Define the operation @
def custom_operation(fraction1, fraction2):
    m, n = fraction1.numerator, fraction1.denominator
    p, q = fraction2.numerator, fraction2.denominator
    return (m * p) * (q / n)

# Compute the result of the operation
result = custom_operation(fraction1, fraction2)
print(result)
