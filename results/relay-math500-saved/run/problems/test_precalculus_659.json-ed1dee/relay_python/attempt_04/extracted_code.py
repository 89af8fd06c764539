import numpy as np

def find_plane(points):
    # Find the normal vector of the plane by taking the cross product of two vectors formed by the points
    v1 = np.array([points[1][0] - points[0][0], points[1][1] - points[0][1], points[1][2] - points[0][2]])
    v2 = np.array([points[2][0] - points[0][0], points[2][1] - points[0][1], points[2][2] - points[0][2]])
    normal_vector = np.cross(v1, v2)

    # The plane equation is normal_vector[0]*x + normal_vector[1]*y + normal_vector[2]*z + D = 0
    # where D can be any value. We choose D to be the negative of the dot product of the normal vector and any point on the plane
    D = -np.dot(normal_vector, points[0])

    return normal_vector, D

# Given points
points = [(0, -1, -1), (-4, 4, 4), (4, 5, 1)]

normal_vector, D = find_plane(points)
print(f"Normal vector: {normal_vector}")
print(f"D: {D}")

# The plane equation in the standard form is Ax + By + Cz + D = 0
plane_equation = f"{normal_vector[0]}x + {normal_vector[1]}y + {normal_vector[2]}z + {D} = 0"
print(plane_equation)
