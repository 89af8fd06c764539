# Import necessary libraries
import numpy as np

def calculate_triangle_area(vertices):
    # Function to calculate area of triangle given vertices
    x1, y1 = vertices[0]
    x2, y2 = vertices[1]
    x3, y3 = vertices[2]
    return 0.5 * abs(x1*(y2 - y3) + x2*(y3 - y1) + x3*(y1 - y2))

# Vertices of triangle ABC
A = np.array([0, 0])
B = np.array([6, 0])
C = np.array([3, 8])

# Calculate area of triangle ABC
area_ABC = calculate_triangle_area([A, B, C])
print(f"Area of triangle ABC: {area_ABC}")

# Calculate medians AD, BE, CF
D = (A + B) / 2
E = (B + C) / 2
F = (C + A) / 2

# Calculate centroid G
G = (D + E + F) / 3

# Line through G parallel to BC intersects AB and AC at M and N
# Since G is the centroid, it divides each median in the ratio 2:1
M = G * 2 + B - G
N = G * 2 + C - G

# Calculate area of triangle ENG (ENG = ABC - EGN)
area_EGN = area_ABC - calculate_triangle_area([E, N, G])
print(f"Area of triangle EGN: {area_EGN}")

# Final answer and confidence
RESULT: area_EGN
CONFIDENCE: 100
