import math

# Given distances between points
d1 = 3**0.5
d2 = 4**0.5
d3 = 5**0.5

# Let the points be x1, y1 and x2, y2 such that the distance between (x1, y1) and (x2, y2) is d1
# The distance between (x1, y1) and (x3) is d2
# The distance between (x2, y2) and (x3) is d3

# Let's find the coordinates of x1, y1, x2, y2 using the given distances
# We can use the following approach:
# 1. Represent the points as vectors in a 3D space.
# 2. Use the distance formula to set up equations for these vectors.

# Define the vectors representing the points
v1 = (0, 0, 0)  # (x1, y1, 1)
v2 = (d1*math.cos(0), d1*math.sin(0), 1)  # (x2, y2, 1)
v3 = (math.sqrt((d1+d2)**2 - d3**2), math.sqrt((d1-d2)**2 - d3**2), 1)

# Calculate the determinant of the matrix [v1 v2 v3]
det = v1[0]*(v2[1]*v3[2] - v2[2]*v3[1]) + \
       v1[1]*(v2[2]*v3[0] - v2[0]*v3[2]) + \
       v1[2]*(v2[0]*v3[1] - v2[1]*v3[0])

# The determinant of the matrix [x1 y1 1 x2 y2 1 x3 y3 1] is twice the determinant
result = det**2

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
