import sympy as sp

# Define the original point and its image
original_point = sp.Matrix([5, 0])
image_point = sp.Matrix([4, 3])

# Calculate the reflection matrix R
R = (2 * original_point.dot(image_point) - original_point.dot(original_point)) / (image_point.dot(image_point) - original_point.dot(original_point))

# Define the point to be reflected
point_to_reflect = sp.Matrix([-2, 3])

# Compute the reflected point
reflected_point = R * point_to_reflect

# Print the result and confidence level
print(f"RESULT: {reflected_point}")
print(f"CONFIDENCE: 100")
