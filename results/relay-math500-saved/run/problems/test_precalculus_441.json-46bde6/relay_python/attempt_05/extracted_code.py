from sympy import symbols, Eq, solve

# Given magnitudes of vectors a and b
a_magnitude = 2
b_magnitude = 7

# Magnitude of the cross product a x b
cross_product_magnitude = 3 * 2 * 6 / (a_magnitude * b_magnitude)**0.5

# Vector a projected onto vector b, denoted as |a|cos(theta)
# Here, theta is the angle between a and b we are trying to find.
cos_theta = cross_product_magnitude / b_magnitude

# Solving for theta in radians
theta_radians = solve(Eq(cos_theta, symbols('theta')), symbols('theta'))[0]

# Convert the angle from radians to degrees
theta_degrees = theta_radians * (180 / sympy.pi)
print(theta_degrees.evalf())
