# Import necessary libraries
from itertools import product

def is_valid_number(number_str):
    return all(c in ['0', '1'] for c in number_str)

def find_smallest_multiple():
    # Start with the smallest 4-digit number (1000)
    start = 1000
    
    while True:
        if start % 450 == 0 and is_valid_number(str(start)):
            return start, 100
        start += 1

# Find the smallest multiple and its confidence level
smallest_multiple, confidence_level = find_smallest_multiple()

# Print the result and confidence level
print(f"RESULT: {smallest_multiple}")
print(f"CONFIDENCE: {confidence_level}")
