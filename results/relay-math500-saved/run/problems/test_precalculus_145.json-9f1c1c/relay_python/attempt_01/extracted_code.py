import numpy as np

# Define the vectors
v1 = np.array([1, 2, -5])
v2 = np.array([90, 30, 30])

# Calculate the cross product
cross_product = np.cross(v1, v2)

print("Cross Product:", cross_product)
