from sympy import symbols, Eq, solve

# Define the dot product variable
dot_product = symbols('dot_product')

# Given magnitudes and cross product components
magnitude_a = 2
magnitude_b = 7
cross_product_z_component = 6

# Cross product formula in terms of dot product and magnitudes
cross_product_formula = Eq(dot_product, magnitude_a * magnitude_b * cross_product_z_component / sympy.sqrt(magnitude_a**2 + magnitude_b**2))

# Solve for the dot product
dot_product_value = solve(cross_product_formula, dot_product)[0]

# Dot product formula in terms of magnitudes and cosine of angle
cosine_angle = Eq(dot_product_value, magnitude_a * magnitude_b * sympy.cos(symbols('theta')) / sympy.sqrt(magnitude_a**2 + magnitude_b**2))

# Solve for the angle in radians
angle_radians = solve(cosine_angle, symbols('theta'))

# Convert angle to degrees and find the smallest one
angle_degrees = [round(angle.evalf() * 180 / sympy.pi) for angle in angle_radians]
smallest_angle = min(angle_degrees)

# Print the final answer and confidence level
print(f"RESULT: {smallest_angle}")
print(f"CONFIDENCE: 95")
