import numpy as np

# Given vectors and cross product
a = np.array([2, 0, 0])
b = np.array([0, 7, 0])
cross_product = np.array([3, 2, 6])

# Calculate the magnitude of cross product
magnitude_cross_product = np.linalg.norm(cross_product)

# Check if the direction is correct by comparing it with the normalized cross product
correct_direction = np.allclose(np.dot(a, b), cross_product / magnitude_cross_product)
if not correct_direction:
    print("Cross product direction is incorrect.")
    exit(1)

# Calculate the dot product of a and b
dot_product = np.dot(a, b)

# Calculate the angle between vectors using the dot product and magnitudes
angle_radians = np.arccos(dot_product / (np.linalg.norm(a) * np.linalg.norm(b)))

# Convert the angle to degrees
angle_degrees = np.degrees(angle_radians)

print(f"The smallest possible angle between a and b is {angle_degrees:.2f} degrees.")
