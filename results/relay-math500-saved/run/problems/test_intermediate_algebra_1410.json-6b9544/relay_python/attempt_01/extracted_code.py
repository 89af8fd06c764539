# Import necessary libraries
import collections

# Define the polynomial function
def f(x):
    return 1/x + 5*x**2 - 6*x + 24

# Find the roots of the polynomial using numpy's rootfinder
from numpy.polynomial import Polynomial
roots = Polynomial([24, -6, 5, 1]).roots()

# Compute a+b+c
a, b, c = roots
result = a + b + c
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
