import cmath

# Define the polynomial coefficients
coefficients = [1, 4*1j, -6, -4*1j, -1]

# Find the roots of the polynomial
roots = []
for i in range(len(coefficients)):
    root = cmath.sqrt(complex(0, -coefficients[i]))
    roots.append(root)
    if complex(0, coefficients[i]) != 0:
        roots.append(-root)

# Remove duplicates and sort the roots
unique_roots = sorted(set(roots))

# Calculate the area of the polygon formed by these vertices
vertices = unique_roots

# Calculate the centroid of the vertices
centroid_real = sum(vertex.real for vertex in vertices) / len(vertices)
centroid_imag = sum(vertex.imag for vertex in vertices) / len(vertices)

# Calculate the distance from the centroid to each vertex
distances = [cmath.sqrt((vertex.real - centroid_real)**2 + (vertex.imag - centroid_imag)**2) for vertex in vertices]

# The area of the polygon is given by the semiperimeter times the radius of the circumscribed circle
s = sum(distances) / 2
radius = distances[0] / 2

area = s * radius

print(area)
