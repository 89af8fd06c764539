from sympy import symbols, Eq, solve

# Given radius of the larger circle Q
radius_Q = 14

# Define the variable for the smaller semicircle's radius
radius_small_circle = symbols('radius_small_circle')

# The equation based on the geometry: (smaller semicircle radius)^2 + (larger circle radius - smaller semicircle radius)^2 = (large circle radius)^2
eq1 = Eq(radius_small_circle**2, radius_Q**2 - radius_small_circle**2)

# Solve for the smaller semicircle's radius
solution = solve(eq1, radius_small_circle)

# Since we are only interested in the positive solution
radius_small_circle_value = [sol.evalf() for sol in solution if sol.evalf() > 0][0]

print(f"Radius of the smaller semicircle: {radius_small_circle_value}")
