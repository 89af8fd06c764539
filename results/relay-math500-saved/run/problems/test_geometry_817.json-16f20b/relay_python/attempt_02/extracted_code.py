from sympy import symbols, Eq

# Define the variables
radius_AQ, radius_BQ = symbols('radius_AQ radius_BQ')

# Given thatAQ and BQ form a right angle, we have:
eq1 = Eq(radius_AQ**2 + radius_BQ**2, 14**2)

# The two smaller regions are tangent semicircles
# So the length of the radius of the semicircle is equal to the difference between the radii of AQ and BQ
radius_small_circle = (radius_AQ - radius_BQ) / 2

# Substitute eq1 into radius_small_circle equation
eq2 = Eq(radius_small_circle**2, x**2 + (14**2 - x**2))

# Solve for x (radius_BQ)
solution = solve(eq2, x)

# Since radius_BQ must be positive and less than radius_AQ, we select the positive solution
radius_BQ_value = [sol.evalf() for sol in solution if sol > 0][0]

# Now we can find the radius of the smaller semicircle
radius_small_circle_value = (radius_AQ - radius_BQ_value) / 2

print(f"radius of the smaller semicircle: {radius_small_circle_value}")
