from sympy import symbols, Eq, solve, cos, pi

# Define the angle between a and b
angle_ab = 29 * pi / 180

# Define the angle between b and (a - b)
angle_ba_minus_b = 84 * pi / 180

# Let the dot product of a and b be d, and the magnitudes of a and b be m
d, m = symbols('d m')

# Use the law of cosines in triangle abb
eq1 = Eq(d**2 + m**2 - 2*m*d*cos(angle_ba_minus_b), m**2 * cos(angle_ab))

# Solve for d^2
d_squared = solve(eq1, d**2)[0]

# The angle between a and (a - b) can be found using the dot product formula
dot_product = d * m * cos(pi / 2 - angle_ab)
cos_theta = dot_product / (m * m)

# Convert the cosine of the angle to degrees
theta_degrees = cos(theta).evalf() * 180

print(f"RESULT: {theta_degrees}")
print(f"CONFIDENCE: 95")
