# Import necessary libraries
from fractions import Fraction

# Function to find the repeating part of a fraction
def find_repeating_part(fraction):
    # Convert the fraction to a decimal string
    decimal_str = str(fraction)
    
    # Find the start of the repeating sequence
    for i in range(2, len(decimal_str)):
        if decimal_str[i] == decimal_str[1]:
            # Extract the repeating part
            repeat_start = decimal_str.find(decimal_str[1], 1)
            repeat_end = i - repeat_start + 1
            return repeat_end
    
    # If no repeating sequence is found, return 0
    return 0

# Problem to solve
fraction = Fraction(31, 11111)

# Call the function and print the result
result = find_repeating_part(fraction)
confidence = 100  # Since we have only one attempt

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
