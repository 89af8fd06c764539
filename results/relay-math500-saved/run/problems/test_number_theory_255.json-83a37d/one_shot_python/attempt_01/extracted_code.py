def last_nonzero_digit_dividing_by_500():
    # Given fraction: 137/500
    numerator = 137
    denominator = 500
    
    # Simplify the fraction by dividing both by their greatest common divisor (gcd)
    gcd = math.gcd(numerator, denominator)
    simplified_numerator = numerator // gcd
    simplified_denominator = denominator // gcd
    
    # The last nonzero digit is the same as the last nonzero digit of the simplified fraction
    # We can find this by checking each digit from 9 to 0 and seeing which one appears in the decimal expansion
    for digit in range(9, -1, -1):
        if str(digit) in str(simplified_numerator // simplified_denominator):
            return digit
    
    # If no nonzero digit is found, it means the last nonzero digit is 0
    return 0

# Calculate and print the result and confidence
result = last_nonzero_digit_dividing_by_500()
confidence = 100  # Since we can determine the last nonzero digit with certainty

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
