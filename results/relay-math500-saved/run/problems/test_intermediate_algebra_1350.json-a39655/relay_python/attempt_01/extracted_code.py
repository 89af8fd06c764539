# Import necessary libraries
from collections import *

# Define the function to find the least possible value of |a_{n-1}|
def find_least_possible_value(a_n, a_0):
    # Given values of a_n and a_0
    n = 2  # Since a_n is 2, it's a polynomial of degree 2
    
    # Initialize variables to store the result and confidence level
    result = float('inf')
    confidence_level = 0
    
    # Iterate through possible integer roots
    for root in range(-100, 101):  # Adjust the range as needed
        if root == 0:
            continue  # Skip zero to avoid division by zero
        
        # Calculate the coefficients using Vieta's formulas
        a_n_minus_1 = -n * (root**2 + a_0) // root
        
        # Check if a_n_minus_1 is an integer and less than the result
        if a_n_minus_1.is_integer() and abs(a_n_minus_1) < result:
            result = abs(a_n_minus_1)
            confidence_level = 100
    
    return result, confidence_level

# Call the function with the given values of a_n and a_0
result, confidence_level = find_least_possible_value(2, 66)

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
