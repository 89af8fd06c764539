# Import necessary packages
from collections import *

# Problem definition
n = 7

# Attempt 2: Correct code to solve the magic square problem
magic_square = [
    [n-3, 3, n+1],
    [2*n-9, n, n-1],
    [2, n, n-2]
]

# Check if the current attempt is correct and output the result
if check_magic_square(magic_square):
    print("RESULT: The value of n is", n)
else:
    print("ERROR: Incorrect magic square solution")
