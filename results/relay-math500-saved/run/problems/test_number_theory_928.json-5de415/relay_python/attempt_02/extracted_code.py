# Import necessary packages
from collections import Counter

def base7_and_base8_digit_count(n):
    # Convert the number to base 7 and base 8 and count common digits
    digits_base7 = set(str(n)[i] for i in range(len(str(n))))
    digits_base8 = set(str(int(str(n), 10)).replace('0', ''))
    
    return len(digits_base7 & digits_base8)

# Calculate the number of same digits in base 7 and base 8
result = base7_and_base8_digit_count(629)
print(f"RESULT: {result}")
