import numpy as np

# Define the vectors
v1 = np.array([1, 2, -5])
v2 = np.array([90, 30, 30])

# Compute the cross product of v1 and v2
cross_product = np.cross(v1, v2)

print(cross_product)
