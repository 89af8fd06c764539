import cmath

# Define the polynomial equation
def poly(z):
    return z**4 + 4*z**3*1j - 6*z**2 - 4*z*1j - 1j

# Find all roots of the polynomial
roots = [root for root in cmath.roots(poly)]

# Extract real and imaginary parts
real_parts = [root.real for root in roots]
imaginary_parts = [root.imag for root in roots]

# Calculate the vertices of the convex polygon
vertices = list(zip(real_parts, imaginary_parts))

# Calculate the area of the polygon using shoelace formula
n = len(vertices)
area = 0.5 * abs(sum(x1*y2 - x2*y1 for (x1, y1), (x2, y2) in zip(vertices, vertices[1:] + [vertices[0]])))
print(area)
