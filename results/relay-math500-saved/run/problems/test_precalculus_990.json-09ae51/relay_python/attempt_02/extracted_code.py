import cmath

# Define the points z and c
z = 2 + cmath.sqrt(2) - (3 + 3 * cmath.sqrt(2))j
c = 2 - 3j

# Define the rotation angle in radians
angle = cmath.pi / 4

# Rotate point z around point c by the given angle
w = z * cmath.exp(1j * angle)

print(w)
