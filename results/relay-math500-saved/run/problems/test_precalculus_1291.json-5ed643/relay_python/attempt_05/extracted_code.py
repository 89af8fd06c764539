from cmath import exp

# Given rotation angle and center point
theta = 90 * (3.14159 / 180)
center_point = complex(-4, -5)

# Original complex number
z = complex(3)

# Rotate the complex number
z_rotated = z * exp(exp(1j * theta) * (-1))

# Print the result
print(f"Resulting complex number: {z_rotated}")
