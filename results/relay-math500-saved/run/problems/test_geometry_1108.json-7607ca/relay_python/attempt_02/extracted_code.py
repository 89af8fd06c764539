# Problem: The point (0,0) is reflected over the vertical line x=1. When its image is then reflected over the line y=2, what is the resulting point?

import math

# First reflection over the line x = 1
x, y = 0, 0
new_y = 1 - y
x = new_x

# Second reflection over the line y = 2
x, y = 0, new_y
new_y = 2 - y
x = new_x

# Resulting point
print(f"({x}, {y})")
