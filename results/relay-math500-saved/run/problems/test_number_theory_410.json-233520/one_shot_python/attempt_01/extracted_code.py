def convert_to_decimal(numerator, denominator):
    # Simplify the fraction to its lowest terms
    common_divisor = math.gcd(numerator, denominator)
    numerator //= common_divisor
    denominator //= common_divisor
    
    integer_part = numerator // denominator
    remainder = numerator % denominator
    
    if remainder == 0:
        return f"RESULT: {integer_part}"
    
    # Perform the division and convert to decimal
    decimal_part = ""
    while remainder != 0:
        remainder *= 10
        digit = remainder // denominator
        remainder %= denominator
        decimal_part += str(digit)
    
    return f"RESULT: {integer_part}.{decimal_part}"

# Example usage
print(convert_to_decimal(57, 160))
