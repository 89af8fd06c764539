# Import necessary libraries
from itertools import combinations

# Function to find the minimum absolute difference of m and n
def min_abs_difference():
    # Initialize variables to store the minimum difference and corresponding values of m and n
    min_diff = float('inf')
    optimal_m, optimal_n = None, None
    
    # Iterate through all possible pairs (m, n) such that 3m + 4n = 100
    for m in range(33):  # Since 3*33 = 99 and 3*34 = 102
        n = (100 - 3 * m) / 4
        if n.is_integer() and n >= 0:
            diff = abs(m - n)
            if diff < min_diff:
                min_diff = diff
                optimal_m, optimal_n = m, int(n)
    
    # Print the result and confidence level
    RESULT: min_abs_difference()
    CONFIDENCE: 100

# Execute the function to find and print the result and confidence level
min_abs_difference()
