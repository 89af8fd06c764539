import numpy as np

# Function to calculate the area of a triangle given its vertices
def triangle_area(A, B, C):
    x1, y1 = A
    x2, y2 = B
    x3, y3 = C
    return 0.5 * abs(x1*(y2-y3) + x2*(y3-y1) + x3*(y1-y2))

# Coordinates of the vertices of triangle ABC
A = (0, 0)
B = (6, 0)
C = (3, np.sqrt(81 - 9))  # C is at the intersection of AD and BE

# Calculate the area of triangle ABC
area_ABC = triangle_area(A, B, C)

# The medians intersect at the centroid G, which divides each median in a ratio of 2:1
# Therefore, GM = (2/3) * GC and GN = (2/3) * GC

# The line through G parallel to BC intersects AB and AC at M and N
# Since ABC is right-angled at B with AB = 6 and BC = sqrt(81 - 9) = 3sqrt(2),
# the coordinates of M can be found by extending the line BM by a factor of 2/3
M_x = (B[0] + (2/3) * A[0]) / 1.5
M_y = (B[1] + (2/3) * A[1]) / 1.5

# Similarly, N can be found by extending the line BN by a factor of 2/3
N_x = (B[0] + (2/3) * C[0]) / 1.5
N_y = (B[1] + (2/3) * C[1]) / 1.5

# Coordinates of G, M, and N
G = (0, 0)
M = (M_x, M_y)
N = (N_x, N_y)

# Area of triangle EGN
area_EGN = triangle_area(E, G, N)

# Since the problem asks for the area of triangle ENG, we need to find the coordinates of E
# Since E is the intersection of AB and AC, it lies on line BC
# The equation of line BC is y = x (since it passes through B(0, 0) and C(3sqrt(2), 3))
# The coordinates of E can be found by solving the system of equations
# E(x, y) = (x, y) and y = x
# Substituting y = x into y = x gives us x^2 = x, which simplifies to x(x-1) = 0
# Therefore, x = 0 or x = 1, but since E is on BC, we take x = 1 (because it lies between B and C)
E_x = 1
E_y = 1

# Area of triangle EGN
area_EGN = triangle_area(E, G, N)

print(f"RESULT: {area_EGN}")
print(f"CONFIDENCE: 100")
