from sympy import pi

# Given values
side_length = 1  # Assuming the side length of the regular heptagon is 1 unit for simplicity

# Coordinates of points A, B, C, D, F
A = sp.Point(0, side_length)
B = sp.Point(side_length * sp.cos(pi / 7), side_length * sp.sin(pi / 7))
C = sp.Point(sp.cos(2 * pi / 7), sp.sin(2 * pi / 7)) - A
D = sp.Point(C.x + side_length, C.y) - A

# Calculate the angle BAC
angle_BAC = sp.acos((B[0] - A[0]) * (C[0] - A[0]) + (B[1] - A[1]) * (C[1] - A[1])) / side_length
result = sp.deg(angle_BAC)

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
