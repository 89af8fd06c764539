from sympy import symbols, Eq, solve, Rational

# Define the points
P1 = (0, -1, -1)
P2 = (-4, 4, 4)
P3 = (4, 5, 1)

# Calculate the normal vector to the plane
normal_vector = [P2[0] - P1[0], P2[1] - P1[1], P2[2] - P1[2]]

# Simplify the normal vector
normal_vector = [Rational(n, d) for n, d in zip(normal_vector, [1, 1, 1]) if d != 0]

# Define the equation of the plane Ax + By + Cz + D = 0
A, B, C, D = normal_vector

# Check if the points satisfy the plane equation
# We can use the first point to check
x, y, z = symbols('x y z')
plane_eq = Eq(A*x + B*y + C*z + D, 0)
check_point = (0, -1, -1)
result = plane_eq.subs({x: check_point[0], y: check_point[1], z: check_point[2]})

# Print the result and confidence
if result:
    RESULT = plane_eq
    CONFIDENCE = 100
else:
    RESULT = None
    CONFIDENCE = 0

print(RESULT)
print(CONFIDENCE)
