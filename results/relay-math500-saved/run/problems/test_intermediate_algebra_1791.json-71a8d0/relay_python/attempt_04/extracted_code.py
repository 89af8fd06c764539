import sympy as sp

# Define the variables and function
x, y = sp.symbols('x y')
z = (2*x - y)**2 - 2*y**2 - 3*y

# Find the minimum value of z with respect to x for a given y
# The critical points are found by taking the derivative of z with respect to x and setting it to zero
critical_points_x = sp.solve(sp.diff(z, x), x)

# Evaluate z at these critical points
min_z_values = [z.subs(x, point) for point in critical_points_x]

# Since we need Brahmagupta to maximize z, the maximum value among all y should be chosen by Archimedes
max_z_value = max(min_z_values)
best_x = sp.solve(sp.diff(z, x), x)[0] if min_z_values[0] == max_z_value else sp.solve(sp.diff(z, x), x)[1]

print(f"RESULT: {best_x}")
print(f"CONFIDENCE: 95")
