# Import necessary libraries
import sympy as sp

# Define the points
A = sp.Point(0, 1)
F = sp.Point(1, 1)
C = A + sp.Point(sp.cos(2 * sp.pi / 7), sp.sin(2 * sp.pi / 7))
D = C + sp.Point(sp.cos(4 * sp.pi / 7), sp.sin(4 * pi / 7))

# Calculate the angle BAC
angle_BAC = sp.acos((C - A).dot(D - A) / (C.distance(A) * D.distance(A)))

# Convert the angle to degrees
angle_BAC_degrees = sp.deg(angle_BAC)

# Print the result and confidence
print("RESULT:", angle_BAC_degrees)
print("CONFIDENCE:", 100)
