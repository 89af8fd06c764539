# Import necessary libraries
import numpy as np

# Define the function
def f(x):
    return 1 / (abs(x**2 + 3*x - 4) + abs(x**2 + 9*x + 20))

# Find the domain by checking where the function is undefined
domain = []
for x in range(-10, 11):  # Check a range of values around zero
    try:
        if f(x) == float('inf'):
            domain.append(x)
    except ZeroDivisionError:
        pass

print(f"The real values of x that are not in the domain of f(x) are: {domain}")
