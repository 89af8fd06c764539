import numpy as np

# Given vectors and dot product
b = np.array([2, 6, 3])
dot_product_ab = 8

# Compute the projection of a onto b
projection = (dot_product_ab / np.linalg.norm(b)) * b

print(projection)
