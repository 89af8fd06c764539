import math

# Given point in rectangular coordinates
x = 0
y = 3

# Calculate polar coordinates (r, theta)
r = math.sqrt(x**2 + y**2)
theta = math.atan2(y, x)

print(f"({r}, {theta})")
