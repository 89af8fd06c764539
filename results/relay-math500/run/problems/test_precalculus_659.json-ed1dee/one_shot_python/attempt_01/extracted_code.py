from sympy import symbols, Eq, simplify

# Define the variables
x, y, z = symbols('x y z')

# Points A, B, and C
A = (0, -1, -1)
B = (-4, 4, 4)
C = (4, 5, 1)

# Vectors AB and AC
AB = (B[0] - A[0], B[1] - A[1], B[2] - A[2])
AC = (C[0] - A[0], C[1] - A[1], C[2] - A[2])

# Cross product of AB and AC gives the normal vector to the plane
N = (AB[1]*AC[2] - AB[2]*AC[1], AB[2]*AC[0] - AB[0]*AC[2], AB[0]*AC[1] - AB[1]*AC[0])

# Normalize the normal vector
magnitude_N = simplify(sum([i**2 for i in N]))
N_normalized = [i / magnitude_N for i in N]

# Define the plane equation Ax + By + Cz + D = 0
A, B, C, D = N_normalized

# Simplify and reduce the equation to standard form
plane_equation = Eq(A*x + B*y + C*z + D, 0)

print(f"RESULT: {plane_equation}")
print(f"CONFIDENCE: 100")
