import sympy as sp

# Define the points
P1 = sp.Matrix([0, -1, -1])
P2 = sp.Matrix([-4, 4, 4])
P3 = sp.Matrix([4, 5, 1])

# Calculate the normal vector to the plane
normal_vector = P2 - P1
normal_vector = normal_vector.cross(P3 - P1)

# Simplify the normal vector
normal_vector = normal_vector.simplify()

# Extract the coefficients A, B, C
A, B, C = normal_vector

# Calculate the constant term D
D = -A * P1.dot(normal_vector)

# Print the equation of the plane
print(f"RESULT: {A}x + {B}y + {C}z + {D} = 0")
print(f"CONFIDENCE: 100")
