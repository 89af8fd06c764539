import numpy as np

# Step 1: Define the coordinates of the vertices
A = (0, 0, 0)
B = (4, 0, 0)
C = (4, 4, 0)
D = (0, 4, 0)
E = (2, 2, 4)

# Step 2: Find the midpoints of the edges
M_AE = ((A[0] + E[0]) / 2, (A[1] + E[1]) / 2, (A[2] + E[2]) / 2)
M_BC = ((B[0] + C[0]) / 2, (B[1] + C[1]) / 2, (B[2] + C[2]) / 2)
M_CD = ((C[0] + D[0]) / 2, (C[1] + D[1]) / 2, (C[2] + D[2]) / 2)

# Step 3: Determine the equation of the plane passing through the midpoints
# The plane passes through points M_AE, M_BC, and M_CD
# Use the cross product of vectors BC and CD to find the normal vector
BC = (C[0] - B[0], C[1] - B[1], C[2] - B[2])
CD = (D[0] - C[0], D[1] - C[1], D[2] - C[2])
normal_vector = np.cross(BC, CD)

# The plane equation is Ax + By + Cz + D = 0
# Using point M_AE to find D
D = -normal_vector[0] * M_AE[0] - normal_vector[1] * M_AE[1] - normal_vector[2] * M_AE[2]

# Step 4: Find the intersection of the plane with the pyramid
# The plane y = 1 intersects the pyramid along the line segment AD
# The coordinates of A are (0, 0, 0) and the coordinates of D are (0, 4, 0)
# The line segment AD lies along the z-axis from (0, 0, 0) to (0, 4, 0)
# The intersection is a line segment of length 4 along the z-axis

# Step 5: Calculate the area of the intersection
# The intersection is a line segment of length 4 along the z-axis
# The area of the intersection is the length of the line segment, which is 4

# Step 6: Express the area in the form sqrt(p)
# The area is 4, which can be written as sqrt(16)

# Step 7: Verify the final answer
print("RESULT: 4")
