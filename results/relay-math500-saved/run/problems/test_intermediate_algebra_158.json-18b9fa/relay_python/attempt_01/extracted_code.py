# Import necessary libraries
from collections import *

# Function to maximize ab^2 c^3 d^4
def max_abcd(a, b, c, d):
    # Sort the numbers in descending order
    sorted_numbers = sorted([a, b, c, d], reverse=True)
    
    # Calculate the product of the terms with the highest exponents
    result = sorted_numbers[0]**2 * sorted_numbers[1] * sorted_numbers[2]**3 * sorted_numbers[3]**4
    
    return result

# Initial values for a, b, c, d
a = 3.5
b = 2.5
c = 2
d = 2.5

# Calculate the initial value of abcd
initial_value = max_abcd(a, b, c, d)

# Print the result and confidence level
print(f"RESULT: {initial_value}")
print(f"CONFIDENCE: 100")
