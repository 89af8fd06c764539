import numpy as np

# Given values
a_magnitude = 2
b_magnitude = 7
cross_product = np.array([3, 2, 6])

# Calculate the dot product of a and b
dot_product_ab = np.dot(a_magnitude * cross_product, np.linalg.norm(b_magnitude))

# Calculate the cosine of the angle between a and b
cos_theta_ab = dot_product_ab / (a_magnitude * b_magnitude)

# Convert the cosine to an angle in degrees
theta_ab_degrees = np.degrees(np.arccos(cos_theta_ab))
print(theta_ab_degrees)
