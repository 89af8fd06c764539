def convert_to_decimal(num):
    # Convert the fraction to a decimal by removing any fractions with denominators greater than 10
    if num % 2 != 0:
        return "Not possible"
    
    # Calculate the integer part of the division
    int_part = num // (2**2 * 5**7)
    
    # Calculate the remainder after removing the integer part
    remainder = num - int_part * (2**2 * 5**7)
    
    # Convert the remainder to a decimal by dividing it by the denominator of the remaining fraction
    if remainder:
        return f"{int_part}.{convert_to_decimal(remainder)}"
    
    return f"{int_part}"

# Attempt 1: Convert 21/2^2*5^7 to a terminating decimal
result = convert_to_decimal(21)
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
