from cmath import exp

# The input complex number
z = 7 + 2j

# The rotation angle in radians
theta = -90 * math.pi / 180

# Apply the rotation
result = z * exp(1j * theta)

# Print the resulting complex number
print(result)
