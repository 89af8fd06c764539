# Import necessary libraries
from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

# Define the function to solve the problem
def find_consecutive_integers():
    # Start by finding three consecutive integers whose product is 120
    for i in range(1, 10):  # We limit the search range based on typical integer size
        if i * (i + 1) * (i + 2) == 120:
            # Calculate the mean of the three integers
            mean = sum([i, i + 1, i + 2]) / 3
            
            # Check if the product divided by the mean is 24
            if i * (i + 1) * (i + 2) / mean == 24:
                return max([i, i + 1, i + 2])
    
    # If no such integers are found, return None or handle the case as needed
    
# Call the function and print the result and confidence
RESULT: find_consecutive_integers()
CONFIDENCE: 100  # Assuming the solution is accurate and there's no need for a high level of confidence based on the problem constraints
