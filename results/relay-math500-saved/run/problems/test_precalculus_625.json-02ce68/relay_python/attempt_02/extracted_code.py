import numpy as np

# Given vectors and dot product
a = np.array([1, 2, 3])
b = np.array([2, 6, 3])
dot_product = 8

# Calculate the projection of a onto b
projection = (np.dot(a, b) / np.dot(b, b)) * b
print(projection)
