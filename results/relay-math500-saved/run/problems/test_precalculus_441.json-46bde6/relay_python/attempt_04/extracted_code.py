import numpy as np

# Given vectors and cross product
a = np.array([2, 0, 0])
b = np.array([0, 7, 0])
cross_product = np.array([3, 2, 6])

# Verify the dot product of a and b is zero
dot_product_ab = np.dot(a, b)
if dot_product_ab != 0:
    raise ValueError("a and b are not orthogonal.")

# Compute the magnitude of cross product
magnitude_cross_product = np.linalg.norm(cross_product)

# Check if the cross product is perpendicular to both a and b
cos_theta = np.dot(cross_product, np.cross(a, b)) / (magnitude_cross_product * dot_product_ab)
theta = np.arccos(cos_theta) * 180 / np.pi

print(f"Smallest possible angle between a and b: {theta:.2f} degrees")
