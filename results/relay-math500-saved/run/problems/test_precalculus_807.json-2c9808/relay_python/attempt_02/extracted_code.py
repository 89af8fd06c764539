import math

# Given point in rectangular coordinates
x = 0
y = 3

# Calculate the radius r
r = math.sqrt(x**2 + y**2)

# Calculate the angle theta
theta = math.atan2(y, x)

# Output the polar coordinates (r, theta)
print((r, theta))
