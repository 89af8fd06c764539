import cmath

# Apply a 90-degree clockwise rotation around -4-5i to the complex number 3
original = 3 + 0j
rotation_angle = cmath.pi / 2
center = -4 - 5j

# Rotate the point about the center
rotated_point = original * cmath.exp(complex(0, rotation_angle)) - center

# Output the resulting complex number
print(rotated_point)
