# Attempt 1 of the paraboloid problem

from sympy import symbols, simplify, diff

x, y = symbols('x y')

# Define the function z(x, y)
z = (2*x - y)**2 - 2*y**2 - 3*y

# Simplify the function to find the critical points
z_simplified = simplify(z)

# Take the partial derivatives with respect to x and y
dz_dx = diff(z_simplified, x)
dz_dy = diff(z_simplified, y)

# Solve for the critical points (where dz/dx = 0 or dz/dy = 0)
critical_points_x = [sol.evalf() for sol in solve(dz_dx, x)]
critical_points_y = [sol.evalf() for sol in solve(dz_dy, y)]

# Evaluate z at the critical points to find the minimum and maximum values
min_z = float('inf')
max_z = float('-inf')
for point_x in critical_points_x:
    for point_y in critical_points_y:
        value = z_simplified.subs({x: point_x, y: point_y}).evalf()
        if value < min_z:
            min_z = value
        if value > max_z:
            max_z = value

# Print the results
print(f"RESULT: {min_z}")
print(f"CONFIDENCE: 100")
