# Import necessary libraries
from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

# Define the problem function
def solve_problem():
    # Iterate over all possible two-digit integers
    for A in range(10):
        for B in range(10):
            # Calculate the number AB and its cube
            num = 10 * A + B
            cube = num ** 3
            
            # Check if the cube is equal to 912673
            if cube == 912673:
                return num, A + B

# Call the function and print the results
num, sum_ab = solve_problem()
print(f"RESULT: {num}")
print(f"CONFIDENCE: 100")
