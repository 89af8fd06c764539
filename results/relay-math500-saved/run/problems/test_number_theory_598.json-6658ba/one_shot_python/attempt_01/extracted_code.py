import math

# Convert the fraction to a terminating decimal
def convert_to_terminating_decimal(numerator, denominator):
    # Find the largest power of 10 that divides both numerator and denominator
    power = min(math.floor(math.log10(abs(numerator))), math.floor(math.log10(abs(denominator))))
    
    # Adjust numerator and denominator by multiplying with 10^power
    numerator *= 10**power
    denominator *= 10**power
    
    # Perform long division to get the terminating decimal
    quotient = numerator // denominator
    remainder = numerator % denominator
    
    # Continue dividing until the remainder is zero
    while remainder != 0:
        # Multiply the remainder by 10 and divide it by the denominator
        new_remainder = (remainder * 10) // denominator
        quotient += new_remainder // denominator
        remainder = new_remainder % denominator
    
    return quotient, power

# Given fraction
numerator = 21
denominator = 2**2 * 5**7

# Convert the fraction to a terminating decimal
quotient, power = convert_to_terminating_decimal(numerator, denominator)

# Print the result and confidence
print(f"RESULT: {quotient / (10**power)}")
print(f"CONFIDENCE: 90")  # Adjusting confidence based on the complexity of the conversion
