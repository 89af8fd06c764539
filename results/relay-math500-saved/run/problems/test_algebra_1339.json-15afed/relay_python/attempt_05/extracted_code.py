# Import necessary libraries
import math

# Given data
x1 = 24
y1 = 15

def find_x_y(y):
    # Calculate x when y is given as a fraction of the inverse square root of x
    return (y / y1) ** 2 * x1

# Run the function with the given y value and calculate the corresponding x
x3 = find_x_y(3)
print(f"X when y=3 is {x3}")
