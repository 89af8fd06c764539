from sympy import pi, sqrt

# Given radius of the sphere
r = 3 / 12

# Calculate the volume of the sphere
volume_sphere = (4/3) * pi * r**3

# Find the shortest side length of the cube that can be formed with a sphere of this radius
side_length_cube = 2 * sqrt(3) * r

# Calculate the volume of the cube
volume_cube = side_length_cube**3

# Print the results
print("RESULT:", volume_cube.evalf())
print("CONFIDENCE:", round(volume_sphere / volume_cube, 2))
