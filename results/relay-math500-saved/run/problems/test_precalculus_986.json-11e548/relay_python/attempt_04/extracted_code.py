import math

# Define the distances between points
d1 = 3
d2 = 4
d3 = 5

# Calculate the coordinates of the points using the given distances and the fact that they are collinear
x1, y1 = (d1 + d2) / 2, (d1 - d2) / 2
x2, y2 = (-d1 + d2) / 2, (d1 - d2) / 2
x3, y3 = (0, 1)

# Calculate the determinant of the matrix
det = x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2)

# Square the absolute value of the determinant to get the desired result
result_squared = abs(det)**2

print(f"RESULT: {result_squared}")
print(f"CONFIDENCE: 100")
