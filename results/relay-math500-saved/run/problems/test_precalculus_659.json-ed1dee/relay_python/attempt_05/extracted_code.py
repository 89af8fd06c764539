# Import necessary libraries
import numpy as np

# Define the points
P1 = np.array([0, -1, -1])
P2 = np.array([-4, 4, 4])
P3 = np.array([4, 5, 1])

# Calculate vectors between points
v1 = P2 - P1
v2 = P3 - P2

# Compute the normal vector to the plane using the cross product of v1 and v2
N = np.cross(v1, v2)

# Convert N to a unit vector (optional)
N /= np.linalg.norm(N)

# Extract components A, B, C from N
A, B, C = N

# Calculate the constant D in the plane equation Ax + By + Cz + D = 0
D = -(A * P1[0] + B * P1[1] + C * P1[2])

# Print the final result in the required format
print(f"Ax + By + Cz + D = 0", A, B, C, D)
