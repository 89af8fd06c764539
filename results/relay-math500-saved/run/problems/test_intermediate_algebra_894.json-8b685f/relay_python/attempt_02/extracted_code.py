import math

# Constants
a = 1  # semi-major axis of the ellipse
b = 1  # semi-minor axis of the ellipse

# Foci of the ellipse
c = math.sqrt(a**2 - b**2)

# Define the center of the ellipse
center = (0, 0)

# The circle passing through F1 and F2 with radius r that is tangent to the ellipse on the x-axis
x1 = c + a
y1 = 0

# Calculate the radius r using the properties of the ellipse
r = math.sqrt(x1**2 - y1**2)

# Equation of the circle: (x - x1)^2 + (y - y1)^2 = r^2
circle_eq = (x1 + x2)**2 + y1**2 - r**2

# Calculate the coordinates of the points where the circle intersects the ellipse
# Solve for y in terms of x from the circle equation
y = math.sqrt(circle_eq)

# Substitute y into the ellipse equation to find the corresponding x values
x_values = [math.sqrt(1 - y**2), -math.sqrt(1 - y**2)]

# Verify that these points are on both the
