from sympy import symbols, diff, solve

# Define the variables
x, y = symbols('x y')

# Define the function z(x, y)
z = (2*x - y)**2 - 2*y**2 - 3*y

# Compute the partial derivatives
dz_dx = diff(z, x)

# Solve for x when dz/dx is zero
critical_points_x = [sol.evalf() for sol in solve(dz_dx, x)]
print("Archimedes should choose:", critical_points_x[0])
