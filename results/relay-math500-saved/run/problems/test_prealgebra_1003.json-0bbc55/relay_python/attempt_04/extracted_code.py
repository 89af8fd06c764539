import sympy as sp

# Define the points of the heptagon and square
A = sp.Point(0, 0)
C = sp.Point(sp.cos(2 * sp.pi / 7), sp.sin(2 * pi / 7))
F = sp.Point(sp.cos(4 * sp.pi / 7), sp.sin(4 * pi / 7))

# Calculate the coordinates of point B
B = A + C - F

# Calculate the angle BAC
angle_BAC = sp.acos((B[0] * A[0] + B[1] * A[1]) / (sp.sqrt(B[0]**2 + B[1]**2) * sp.sqrt(A[0]**2 + A[1]**2)))

# Convert the angle to degrees
angle_BAC_degrees = sp.deg(angle_BAC)

print(f"RESULT: {angle_BAC_degrees}")
print(f"CONFIDENCE: 100")
