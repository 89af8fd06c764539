# Import necessary libraries
import cmath

# Define the point and rotation center
point = 3 + 0j
rotation_center = -4 - 5j
angle_degrees = 90

# Convert angle to radians for complex math operations
angle_radians = cmath.pi * angle_degrees / 180

# Perform the rotation
rotated_point = point * cmath.exp(1j * angle_radians)

# Print results
print(f"RESULT: {rotated_point}")
print("CONFIDENCE: 100")
