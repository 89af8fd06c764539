import numpy as np

# Define the given vectors
v1 = np.array([1, 2, -5])
v2 = np.array([90, 30, 30])

# Compute the cross product
cross_product = np.cross(v1, v2)

# Solve for the vector v that satisfies the equation v × v = cross_product
# The determinant of the matrix [v1, v] should be equal to -1 times the volume of the parallelepiped formed by v1 and v2
# We can use linear algebra to solve this
A = np.array([v1[0], v2[0], 0], [v1[1], v2[1], 0], [v1[2], v2[2], 0]])
det = A[0, 0] * (A[1, 1] * A[2, 2] - A[1, 2] * A[2, 1]) - A[0, 1] * (A[1, 0] * A[2, 2] - A[1, 2] * A[2, 0]) + A[0, 2] * (A[1, 0] * A[2, 1] - A[1, 1] * A[2, 0])
v = np.linalg.solve(A, cross_product)

# The vector v is the solution
print(f"vector v: {v}")

# Compute the magnitude of the vector v
magnitude = np.linalg.norm(v)
print(f"magnitude of v: {magnitude}")
