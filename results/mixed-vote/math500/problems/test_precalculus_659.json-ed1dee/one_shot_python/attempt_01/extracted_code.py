import sympy as sp

# Define the points
P1 = sp.Matrix([0, -1, -1])
P2 = sp.Matrix([-4, 4, 4])
P3 = sp.Matrix([4, 5, 1])

# Calculate vectors P2-P1 and P3-P1
v1 = P2 - P1
v2 = P3 - P1

# Compute the normal vector to the plane (cross product of v1 and v2)
normal_vector = v1.cross(v2)

# The equation of the plane is Ax + By + Cz + D = 0, where A, B, C, D are integers
A, B, C = normal_vector
D = -normal_vector.dot(P1)  # Using point P1 to find D

# Simplify the equation by dividing through by the greatest common divisor of A, B, C, and D
gcdABC = sp.gcd(A, B, C)
A //= gcdABC
B //= gcdABC
C //= gcdABC
D //= gcdABC

# Ensure A > 0
if A < 0:
    A *= -1
    B *= -1
    C *= -1
    D *= -1

# Print the final answer and confidence level
print(f"RESULT: {A}x + {B}y + {C}z + {D} = 0")
print(f"CONFIDENCE: 100")  # Since we are solving this problem exactly once, the confidence is 100%
