from fractions import Fraction

def find_repeating_decimal_length(fraction):
    # Convert the fraction to a string representation
    fraction_str = str(fraction)
    
    # Find the start of the repeating part
    start_index = fraction_str.find('.')
    
    # Check if there is no repeating part (i.e., it's not a repeating decimal)
    if start_index == -1:
        return 0
    
    # Extract the part after the first '.'
    after_dot = fraction_str[start_index+1:]
    
    # Find the repeating pattern by identifying the longest substring that repeats
    for i in range(2, len(after_dot) // 2 + 1):
        if after_dot[:i] * (len(after_dot) // i) == after_dot:
            return i
    
    return 0

# Define the fraction we want to convert
fraction = Fraction(31, 11111)

# Find the length of the repeating decimal
repeating_length = find_repeating_decimal_length(fraction)
print(repeating_length)
