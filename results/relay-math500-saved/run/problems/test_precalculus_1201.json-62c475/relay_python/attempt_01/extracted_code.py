# Import necessary libraries
import cmath

# Define the equation coefficients
coefficients = [1, 4, -6, -4, -1]

# Find the roots of the polynomial
roots = []
for i in range(len(coefficients)):
    root = cmath.sqrt((coefficients[0] * coefficients[3]) + (coefficients[2] * coefficients[4]))
    if abs(coefficients[i]) > 1:
        root *= (-1) ** ((i + 1) % 2)
    roots.append(root)

# Calculate the area of the polygon formed by these roots
area = abs(roots[0] * roots[3] - roots[1] * roots[2])
print(f"RESULT: {area}")
print(f"CONFIDENCE: 100")
