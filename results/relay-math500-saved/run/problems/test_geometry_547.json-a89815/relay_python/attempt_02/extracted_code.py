from sympy import symbols, Rational

# Define the lengths of the sides of the triangle
BC = 1  # Assume BC is a unit length for simplicity

# Given BD = 4 * BC
BD = 4 * BC

# Calculate the ratio BD / BC
ratio = Rational(BD, BC)

# Calculate the area of triangle CDE using the formula for the area of similar triangles
area_CDE = (BD**2 / BC**2) * area_ABC

print(area_CDE)
