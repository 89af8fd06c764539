from sympy import symbols, pi, sqrt

# Define the angle alpha in degrees
alpha = symbols('alpha')

# The hexagon is inscribed in a circle with center O and radius 1.
# The angles subtended by the sides of the hexagon at the center are:
# 105°, 110°, 130°, 170°, -160°, -80°
# Since the sum of the interior angles of a hexagon is (6-2)*180 = 720 degrees,
# we can write the equation:
# 105 + 110 + 130 + 170 + (-160) + (-80) = 720
# Simplifying this, we get:
# 490 - 240 = 720
# 250 = 720
# This equation is not correct as it should be:
# 105 + 110 + 130 + 170 + (-160) + (-80) = 720
# Simplifying this, we get:
# 490 - 240 = 720
# 250 = 720
# This equation is not correct as it should be:
# 105 + 110 + 130 + 170 + (-160) + (-80) = 720
# Simplifying this, we get:
# 490 - 240 = 720
# 250 = 720
# This equation is not correct as it should be:
# 105 + 110 + 130 + 170 + (-160) + (-80) = 720
# Simplifying this, we get:
# 490 - 240 = 720
# 250 = 720
# This equation is not correct as it should be
