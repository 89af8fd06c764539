from sympy import symbols, Eq, solve

# Define the coordinates of point P
x, y, z = symbols('x y z')

# Define the distances from P to the planes
d1 = Eq((x - z)**2 + (x - 2*y + z)**2, 36)
d2 = Eq((x - z)**2 + (y + x + z)**2, 36)
d3 = Eq((x - z)**2 + (-x + y + z)**2, 36)

# Solve the system of equations
solution = solve((d1, d2, d3), (x, y, z))
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")  # Since all solutions are valid and there is no uncertainty in the region
