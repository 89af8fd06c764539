from sympy import symbols, Eq, solve

# Define the variables
x, y, z = symbols('x y z')

# Points of the plane
point1 = (0, -1, -1)
point2 = (-4, 4, 4)
point3 = (4, 5, 1)

# Vectors
v2 = (point2[0] - point1[0], point2[1] - point1[1], point2[2] - point1[2])
v3 = (point3[0] - point1[0], point3[1] - point1[1], point3[2] - point1[2])

# Cross product
n = [v2[1]*v3[2] - v2[2]*v3[1], v2[2]*v3[0] - v2[0]*v3[2], v2[0]*v3[1] - v2[1]*v3[0]]

# Equation of the plane using point-normal form
plane_eq = Eq(n[0]*(x - point1[0]) + n[1]*(y - point1[1]) + n[2]*(z - point1[2]), 0)

# Simplify the equation
plane_eq_simplified = Eq(plane_eq.lhs, plane_eq.rhs.simplify())

print(plane_eq_simplified)
