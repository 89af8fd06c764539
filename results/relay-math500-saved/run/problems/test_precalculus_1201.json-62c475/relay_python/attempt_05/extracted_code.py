# Import necessary libraries
import cmath

# Define the polynomial equation coefficients
coefficients = [1, 4j, -6, -4j, -1]

# Calculate the roots of the polynomial
roots = cmath.roots(coefficients)

# Extract the real and imaginary parts of the roots
real_parts = [root.real for root in roots]
imaginary_parts = [root.imag for root in roots]

# The vertices of the polygon are the complex numbers corresponding to these parts
vertices = list(zip(real_parts, imaginary_parts))

# Calculate the area of the polygon using the shoelace formula
def shoelace_formula(vertices):
    n = len(vertices)
    sum_x = sum(vertices[i][0] for i in range(n)) - vertices[0][0]
    sum_y = sum(vertices[i][1] * vertices[(i + 1) % n][0] for i in range(n)) - vertices[0][1] * vertices[n][0]
    return abs(sum_x / 2 - sum_y / 2)

# Calculate the area
area = shoelace_formula(vertices)

# Print the result
print(f"RESULT: {area}")
print(f"CONFIDENCE: 90")
