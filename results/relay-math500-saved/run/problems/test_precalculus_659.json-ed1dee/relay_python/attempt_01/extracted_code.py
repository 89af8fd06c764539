import numpy as np

# Define the points
P1 = np.array([0, -1, -1])
P2 = np.array([-4, 4, 4])
P3 = np.array([4, 5, 1])

# Calculate vectors P1-P2 and P1-P3
v1 = P2 - P1
v2 = P3 - P1

# Calculate the cross product of v1 and v2 to get the normal vector n
n = np.cross(v1, v2)

# The equation of the plane is n.dot((x, y, z) - (x0, y0, z0)) = 0
# where (x0, y0, z0) is any point on the plane. We can use P1 for this.
x0, y0, z0 = P1

# The equation of the plane is n.dot((x, y, z) - (x0, y0, z0)) = 0
# Simplifying this, we get Ax + By + Cz + D = 0 where A, B, C, D are the components of n
A, B, C = n

# The constant term D can be found by substituting one of the points (x0, y0, z0) into the equation
D = -(A * x0 + B * y0 + C * z0)

# Final equation of the plane in the form Ax + By + Cz + D = 0
equation_of_plane = f"{A}x + {B}y + {C}z + {D} = 0"

print(f"RESULT: {equation_of_plane}")
print(f"CONFIDENCE: 100")
