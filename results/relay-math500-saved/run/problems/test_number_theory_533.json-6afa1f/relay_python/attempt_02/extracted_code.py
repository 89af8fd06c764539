def recurring_decimal_to_fraction(s, n):
    numerator = int(10 ** n * (n - len(s)))
    denominator = 10 ** n - 1
    return numerator, denominator

# Test the function with an example
s = "1331"
n = 4
numerator, denominator = recurring_decimal_to_fraction(s, n)
print(f"Fraction: {numerator}/{denominator}")
