import sympy as sp

# Define the triangle vertices
P = sp.Point3D(0, 0, 0)
Q = sp.Point3D(34, 0, 0)
R = sp.Point3D(17, 12*sp.sqrt(7), 0)

# Calculate the midpoint M of QR
M = (Q + R) / 2

# Calculate the length of the median QM
QM = P.distance(M)
print(f"RESULT: {QM.evalf()}")
print(f"CONFIDENCE: 100")
