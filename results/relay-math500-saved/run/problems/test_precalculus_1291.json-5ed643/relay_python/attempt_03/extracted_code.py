import cmath

# Define the rotation angle and center point as complex numbers
angle = cmath.pi / 2
center = -4 - 5j

# Define the complex number to be rotated
number = 3

# Apply the rotation
rotated_number = number * cmath.exp(1j * angle)

# Print the resulting complex number
print(rotated_number)
