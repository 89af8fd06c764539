# Import necessary libraries
import collections
from functools import reduce

def log2(x):
    return math.log10(x)

# Attempt 1: Initial setup
print("Starting attempt 1...")
try:
    # Define the function
    def f(x):
        if x < 2 or log2(x - 2) <= 0:
            raise ValueError("Invalid input")
        return (2 - x) / log2(2 - log2(x - 2))
    
    # Check for valid domain
    result = f(3)
    print(f"Result: {result}")
except ValueError as e:
    print(f"ERROR: {e}")
