import numpy as np

# Define the points
P1 = np.array([0, -1, -1])
P2 = np.array([-4, 4, 4])
P3 = np.array([4, 5, 1])

# Calculate the vectors P1P2 and P1P3
v1 = P2 - P1
v2 = P3 - P1

# Find the normal vector to the plane using the cross product
normal_vector = np.cross(v1, v2)

# Extract components of the normal vector
A, B, C = normal_vector

# Calculate the constant term D using any point on the plane (e.g., P1)
D = -A * P1[0] - B * P1[1] - C * P1[2]

# The equation of the plane is Ax + By + Cz + D = 0
result = f"{A}x + {B}y + {C}z + {D} = 0"

# Print the final result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
