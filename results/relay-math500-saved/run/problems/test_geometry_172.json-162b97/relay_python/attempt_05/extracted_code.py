# Import necessary libraries
import numpy as np

# Function to calculate the area of a triangle given vertices
def area_of_triangle(v1, v2, v3):
    x1, y1 = v1
    x2, y2 = v2
    x3, y3 = v3
    return 0.5 * abs(x1*(y2-y3) + x2*(y3-y1) + x3*(y1-y2))

# Define the vertices of triangle ABC
A = np.array([0, 0])
B = np.array([6, 0])
C = np.array([3, 8])

# Calculate the area of triangle ABC
area_ABC = area_of_triangle(A, B, C)

# The centroid G divides each median in the ratio 2:1
G = (A + B + C) / 3

# Define the line through G parallel to BC
# Since BC is the x-axis, the line through G parallel to BC will be y = G[1]
line_parallel_BC = [G[0], G[1]]

# Find the intersection of this line with AB and AC
M = np.array([B[0] + (area_ABC * (AB[1] - G[1])) / (C[1] - G[1]), B[1]])
N = np.array([A[0] + (area_ABC * (AC[1] - G[1])) / (B[1] - G[1]), A[1]])

# Calculate the area of triangle ENG
ENG_area = area_of_triangle(G, N, E)

# The final answer and confidence level
print(f"RESULT: {ENG_area}")
print("CONFIDENCE: 100")
