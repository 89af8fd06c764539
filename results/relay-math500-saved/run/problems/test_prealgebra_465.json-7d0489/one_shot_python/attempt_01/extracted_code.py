def find_repeating_decimal_digits(numerator, denominator):
    decimal_part = numerator // denominator
    remainder = numerator % denominator
    
    seen_remainders = {}
    digits_count = 0
    
    while remainder != 0:
        if remainder in seen_remainders:
            start_index = seen_remainders[remainder]
            return digits_count - start_index
        seen_remainders[remainder] = digits_count
        remainder *= 10
        digit = remainder // denominator
        decimal_part += digit
        remainder %= denominator
        digits_count += 1
    
    return digits_count

numerator = 31
denominator = 11111
result, confidence = find_repeating_decimal_digits(numerator, denominator)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
