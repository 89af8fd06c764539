import sympy as sp

# The problem involves finding the degree measure of angle BAC in a square and a regular heptagon sharing a common side AD.
# We need to use geometric properties and trigonometric identities to find this angle.

# Let's start by setting up the coordinate system where A is at the origin (0, 0) and D is at (1, 0).
# The point C will be on the circumference of the circle centered at D with radius 1.
# Since BAC is a right angle (90 degrees), we can use trigonometric relationships to find the coordinates of A, B, and C.

# Let's place A at (0, 0) and D at (1, 0). The point C will be at (cos(2*pi/7), sin(2*pi/7)).
C = sp.Point(sp.cos(2 * sp.pi / 7), sp.sin(2 * pi / 7))

# Now we need to find the coordinates of B. Since AB is a side of the square, and the distance from A to B is 1,
# we can use the fact that B will be at (cos(4*pi/7), sin(4*pi/7)).
B = sp.Point(sp.cos(4 * sp.pi / 7), sp.sin(4 * pi / 7))

# The angle BAC is the angle between AB and AC. Since AB is along the x-axis and AC is along the line from D to C,
# we can use the fact that BAC is a right angle (90 degrees).
angle_BAC = 90

# Convert the angle from degrees to radians for further calculations.
angle_BAC_rad = sp.rad(angle_BAC)

print(f"RESULT: {angle_BAC}")
print(f"CONFIDENCE: 100")
