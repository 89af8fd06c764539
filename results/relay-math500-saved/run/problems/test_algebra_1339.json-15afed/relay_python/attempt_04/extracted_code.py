import math

# Given data
x1 = 24
y1 = 15

# Calculate the constant of proportionality (k)
k = y1 / math.sqrt(x1)

# New value of y
y_new = 3

# Calculate the new value of x using the constant of proportionality
x_new = k / y_new
print(f"x when y=3 is {x_new:.4f}")
