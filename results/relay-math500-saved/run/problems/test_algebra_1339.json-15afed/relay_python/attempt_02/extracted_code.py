import math

# Given values
x1 = 24
y1 = 15

# Calculate the constant of variation
k = y1 / math.sqrt(x1)

# Set up the function to find x given y
def find_x(y):
    # Solve for x using the formula y = k / sqrt(x)
    return math.sqrt(k / y)

# Find x when y = 3
x = find_x(3)

print(f"X when y=3 is {x}")
