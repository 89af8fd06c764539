from sympy import symbols, solve, Eq

# Define the angles
A = 54
B = 52
C = 180 - A - B

# Use the Law of Sines to find the angle HAB
# AB/HB = AC/HA
# Let AB = x, BC = y, and AC = z
# x / HB = z / HA
# HA = (z * HB) / x
# AB / HB = z / HA -> HA = (z * HB) / x

# Since we don't have the lengths of the sides, we can use the fact that the sum of angles in a triangle is 180 degrees
# and the Law of Cosines to find angle HAB.
cos_HAB = ((B**2 + C**2 - A**2) / (2 * B * C))
angle_HAB_rad = solve(Eq(cos_HAB, cos(symbols('theta'))), symbols('theta'))
angle_HAB_deg = [round(degrees(angle)) for angle in angle_HAB_rad]

# Since we are looking for the acute angle HAB
angle_HAB_deg = [angle for angle in angle_HAB_deg if angle > 0 and angle < 90]

# Print the result and confidence
RESULT: angle_HAB_deg[0]
CONFIDENCE: 100
