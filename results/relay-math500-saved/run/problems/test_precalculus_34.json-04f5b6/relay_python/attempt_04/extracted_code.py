from sympy import symbols

# Define the variables
x, y = symbols('x y')

# Define the vectors
v1 = sp.Matrix([2, y, -5])
v2 = sp.Matrix([1, -2, 1])

# Compute the projection of v1 onto v2
projection = (v1.dot(v2) / v2.dot(v2)) * v2

# Given that the projection is \frac{5}{6} v2
given_projection = (sp.Rational(5, 6)) * sp.Matrix([1, -2, 1])

# Equate the computed projection to the given projection
eq = sp.Eq(projection, given_projection)

# Solve for y
solution = sp.solve(eq[0], y)
print(solution)
