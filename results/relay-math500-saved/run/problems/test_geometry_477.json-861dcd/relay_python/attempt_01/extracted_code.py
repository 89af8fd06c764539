# Problem: A steel sphere with a 3-inch radius is made by removing metal from the corners of a cube that has the shortest possible side lengths. How many cubic inches are in the volume of the cube?

import math

# Step 1: Calculate the radius of the sphere
radius_sphere = 3 / (2 ** 0.5)

# Step 2: Calculate the side length of the cube
side_length_cube = 2 * radius_sphere

# Step 3: Calculate the volume of the cube
volume_cube = math.pow(side_length_cube, 3)

# Print the result
print(f"RESULT: {volume_cube:.2f}")
print("CONFIDENCE: 100")
