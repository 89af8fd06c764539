# Import necessary functions from the sympy library
from sympy import acos, asin

# Define the function f(x)
def f(x):
    return (acos(x))**2 + (asin(x))**2

# Initialize a variable to store the minimum and maximum values of f(x)
min_value = float('inf')
max_value = float('-inf')

# Iterate over possible values of x within the range [-1, 1] with a small step
step = 0.001
for x in [i * step for i in range(-1000, 1001)]:
    value = f(x)
    if value < min_value:
        min_value = value
    if value > max_value:
        max_value = value

# Print the range of f(x)
print(f"Range: [{min_value}, {max_value}]")
