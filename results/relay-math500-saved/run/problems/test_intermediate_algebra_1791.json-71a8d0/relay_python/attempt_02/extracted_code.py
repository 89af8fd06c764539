from sympy import symbols, diff

# Define the variables and function
x = symbols('x')
y = symbols('y')
z = (2*x - y)**2 - 2*y**2 - 3*y

# Derivative of z with respect to x
dz_dx = diff(z, x)

# Solve for critical points by setting dz/dx to zero and solving for x
critical_points_x = [sol.evalf() for sol in solve(dz_dx, x)]

# The value of x that minimizes the function is the maximum critical point
optimal_x = max(critical_points_x)
print(f"Optimal value of x: {optimal_x}")
