# Importing necessary packages
from collections import Counter

def sum_of_digits(fraction):
    # Calculate the denominator and numerator of the fraction
    denominator = 5**7 * 2**8
    numerator = 4321
    
    # Convert both to strings to extract digits
    str_denominator = str(denominator)
    str_numerator = str(numerator)
    
    # Concatenate the strings and count the number of unique characters (digits)
    total_digits = len(set(str_denominator + str_numerator))
    
    return total_digits

# Calculate the sum of digits
result = sum_of_digits(4321 / 5**7 * 2**8)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Assuming the fraction is very small, the decimal representation ends quickly
