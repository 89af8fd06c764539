from sympy import symbols, pi, sqrt

# Define the points A, C, and D in terms of a common angle theta
theta = symbols('theta', real=True)

# Coordinates for point A
Ax = 1 * cos(theta)
Ay = 1 * sin(theta)

# Coordinates for point C
Cx = 2 * cos(3*theta + pi/7)
Cy = 2 * sin(3*theta + pi/7)

# Coordinates for point D
Dx = Ax + Cy - (0.5 * sqrt(3) * cos((4*pi)/7))
Dy = Ay + Cy - (0.5 * sqrt(3) * sin((4*pi)/7))

# Point B is the intersection of AC and AD
Bx = (Cx * Ax + Dx * Ax) / (Cx * Ax + Dx * Ax + Cx * Dx + Dx * Dx)
By = (Cy * Ay + Dy * Ay) / (Cy * Ay + Dy * Ay + Cx * Cy + Dx * Cy)

# Angle BAC is the angle between vectors BA and AC
BA_x = A[0] - B[0]
BA_y = A[1] - B[1]
AC_x = C[0] - A[0]
AC_y = C[1] - A[1]

angle_BAC = pi / 2 - atan2(BA_y, BA_x) + atan2(AC_y, AC_x)
angle_BAC_degrees = angle_BAC * 180 / pi

print(f"RESULT: {angle_BAC_degrees.evalf()}")
print(f"CONFIDENCE: 100")
