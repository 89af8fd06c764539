from collections import *
from functools import *
from itertools import *
import math
import operator
import sympy

def f(x):
    return (math.acos(x) ** 2 + math.asin(x) ** 2)

# Define the range of x
lower_bound = 0.5
upper_bound = 1.0

# Generate a sequence of x values within the defined range
x_values = [lower_bound + i * 0.001 for i in range(int((upper_bound - lower_bound) / 0.001))]

# Calculate f(x) for each x value and store them in a list
f_x_values = [f(x) for x in x_values]

# Find the minimum and maximum values of f(x)
min_f_value = min(f_x_values)
max_f_value = max(f_x_values)

# Print the range of f(x)
print(f"Range: [{min_f_value}, {max_f_value}]")
