from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# The equation of the line is y = mx + b
m, b = symbols('m b')
line_eq = Eq(y, m*x + b)

# The projection of a vector v onto another vector u is given by:
# proj_u(v) = (u . v / |u|^2) * u

# The vector v we are looking for lies on the line y = mx + b
# Let v = (x, my)
v = (x, my)

# The projection of v onto u = (2, 1) is given by:
# proj_u(v) = (2*x + my) / sqrt(2^2 + 1^2) * (2, 1) = (4*x + 2*my, 2*x + my)
proj_v = (4*x + 2*my, 2*x + my)

# Since the projection of v onto u is equal to (0, 0), we have:
eq1 = Eq(proj_v[0], 0)
eq2 = Eq(proj_v[1], 0)

# Solve these equations for x and y
solution = solve((eq1, eq2), (x, y))
print(solution)
