import sympy as sp

# Define the variables and constants
x, y, k = sp.symbols('x y k', real=True)
ellipse_eq = Eq(k*x**2 + y**2, 1)

# The foci of the ellipse are at (±c, 0), where c = sqrt(1 - k^2)
c = sp.sqrt(1 - k**2)

# The circle passes through F1 and F2 and is tangent to the ellipse
# Let the center of the circle be (h, k) and its radius be r
h, r = sp.symbols('h k r', real=True)

# Distance from the center (h, k) to F1 is sqrt((h - c)^2 + k^2)
distance_F1 = sp.sqrt((h - c)**2 + k**2)

# Distance from the center (h, k) to F2 is sqrt((h + c)^2 + k^2)
distance_F2 = sp.sqrt((h + c)**2 + k**2)

# Distance from the center (h, k) to the ellipse at (0, k)
ellipse_at_x0 = sp.Eq(k*0**2 + y**2, 1)
distance_to_ellipse = sp.sqrt(h**2 + k**2)

# Since the circle is tangent to the ellipse at two points on the x-axis,
# the distance from the center to the ellipse must be equal to r
radius_eq = sp.Eq(distance_to_ellipse, r)

# The distance from (h, k) to F1 is also equal to the radius
eq1 = sp.Eq(distance_F1, r)

# The distance from (h, k) to F2 is also equal to the radius
eq2 = sp.Eq(distance_F2, r)

# Solve the system of equations
solution = sp.solve((radius_eq, eq1, eq2), (h, k, r))

# Print the solution
print(f"h: {solution[0][0]}, k: {solution[0][1]}, r: {solution[0][2]}")
