# Import necessary libraries
import sympy as sp

# Given dimensions of the trapezoid
height = 9  # in cm
base1 = 5  # in cm
base2 = 5  # in cm

# Calculate the area using the formula for the area of a trapezoid: (base1 + base2) * height / 2
area = (base1 + base2) * height / 2

# Print the result
print(f"RESULT: {area}")
