import numpy as np

a = np.array([1, 2, 3])
b = np.array([2, 6, 3])

# Calculate the dot product of a and b
dot_product = np.dot(a, b)

# Calculate the norm of b
norm_b = np.linalg.norm(b)

# Calculate the projection of a onto b
projection = (dot_product / norm_b) * b

# Print the projection
print("Projection of a onto b:", projection)
