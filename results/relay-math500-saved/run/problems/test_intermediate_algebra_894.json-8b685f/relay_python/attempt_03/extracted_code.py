import math

# Constants
a = 1
b = 1
c = math.sqrt(a**2 - b**2)

# Center of the ellipse
center = (0, 0)

# Points on the x-axis where the circle touches the ellipse
x1, y1 = center[0] + c, 0
x2, y2 = center[0] - c, 0

# Radius of the circle
r = math.sqrt((x1 - center[0])**2 + (y1 - center[0])**2)

# Equation of the circle centered at the origin with radius r
circle_eq = f"(x - {center[0]})**2 + (y - {center[0]})**2 - {r**2}"

print("k =", k)
