from fractions import Fraction

# Convert the repeating decimal 0.1331 to a fraction
def recurring_decimal_to_fraction(decimal_str):
    # Replace the repeating part with 'x'
    decimal_str = decimal_str.replace('1331', 'x')
    
    # Use sympy's nsimplify function to convert the string to a fraction
    fraction_obj = Fraction(decimal_str, 10**len(decimal_str) - 1)
    
    return fraction_obj

# Attempt 3: Convert the repeating decimal 0.1331 to a fraction
repeating_decimal_str = "0.1331"
fraction_obj = recurring_decimal_to_fraction(repeating_decimal_str)

# Print the result and its numerator and denominator
result = fraction_obj.numerator + fraction_obj.denominator
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
