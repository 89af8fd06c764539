from sympy import symbols, Eq, solve

# Define the variables
radius_Q = 14  # radius of the circle with center Q
radius_AQ = symbols('AQ')  # radius of AQ

# Since AQ^2 + BQ^2 = (2 * radius_Q)^2 and AQ and BQ are radii of two smaller semicircles, we have:
# AQ^2 + BQ^2 = 196
# We also know that AQ^2 - BQ^2 = (radius_AQ - radius_BQ)^2
# Let BQ = x, then AQ = sqrt(196 + x^2) and BQ = sqrt(x^2 + 196)
# Solving these gives us:
# AQ^2 = 196 + x^2
# AQ^2 - BQ^2 = (radius_AQ - radius_BQ)^2
# Let's substitute AQ = sqrt(196 + x^2) and solve for x

x = symbols('x')
eq1 = Eq(radius_Q**2, (2 * radius_Q)**2)
eq2 = Eq((radius_AQ - radius_BQ)**2, x**2 + (radius_Q**2 - x**2))

# Solve eq1
AQ_solution = solve(eq1, AQ)

# Substitute AQ into eq2 and solve for x
x_value = solve(eq2.subs(radius_AQ, AQ_solution[0]), x)[0]

# Now we can find the radius of the smaller semicircle
radius_BQ = x_value
radius_smaller_semicircle = (radius_Q - radius_BQ) / 2

print("RESULT:", radius_smaller_semicircle)
print("CONFIDENCE: 100")
