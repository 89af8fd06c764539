import numpy as np

# Given points
points = np.array([(0, -1, -1), (-4, 4, 4), (4, 5, 1)])

# Calculate the normal vector to the plane using cross product of two vectors
vector1 = points[1] - points[0]
vector2 = points[2] - points[0]
normal_vector = np.cross(vector1, vector2)

# Simplify the normal vector if possible
common_factor = np.gcd(*map(int, normal_vector))
normal_vector = normal_vector // common_factor

# Convert to standard form Ax + By + Cz + D = 0
A, B, C = normal_vector
D = -(A * points[0][0] + B * points[0][1] + C * points[0][2])

print(f"Normal vector: {normal_vector}")
print(f"D: {D}")
print(f"Equation of the plane: {A}x + {B}y + {C}z + {D} = 0")
