# Import necessary libraries
from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

# Define the problem constraints
def find_smallest_leaves():
    n = 101  # Start from a number greater than 100
    while True:
        pages = 2 * n
        if (pages + 3) % 7 == 0 and pages > n:
            return n, pages
        n += 1

# Find the smallest possible number of leaves
smallest_leaves, pages = find_smallest_leaves()

# Print the result and confidence
print(f"RESULT: {smallest_leaves}")
print(f"CONFIDENCE: {100}")  # Confidence is 100 because we found a solution that satisfies all conditions
