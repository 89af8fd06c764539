from math import gcd

def simplify_fraction(numerator, denominator):
    common_divisor = gcd(numerator, denominator)
    return (numerator // common_divisor, denominator // common_divisor)

# Given fraction
numerator = 3
denominator = 27

# Simplify the fraction
simplified_numerator, simplified_denominator = simplify_fraction(numerator, denominator)

# Display the result
print(f"The simplified form of {numerator}/{denominator} is {simplified_numerator}/{simplified_denominator}")
