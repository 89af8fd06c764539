from sympy import symbols, Eq, solve

# Define the points on the circle
A = symbols('A', real=True)
B = symbols('B', real=True)
C = symbols('C', real=True)
D = symbols('D', real=True)

# Generate random angles for the points A, B, C, D (0 to 2*pi)
angle_A = symbols('angle_A')
angle_B = symbols('angle_B')
angle_C = symbols('angle_C')
angle_D = symbols('angle_D')

# The points lie on a circle, so they must satisfy the equation x^2 + y^2 = r^2
r = symbols('r', positive=True)
circle_eqs = [Eq(A**2 + B**2, r**2), Eq(B**2 + C**2, r**2), Eq(C**2 + D**2, r**2), Eq(D**2 + A**2, r**2)]

# The points can be placed on the unit circle for simplicity
circle_eqs = [Eq(A, symbols('x')), Eq(B, symbols('y')), Eq(C, symbols('x')), Eq(D, symbols('y'))]

# The conditions for segments AB and CD to intersect are that their endpoints must lie on opposite sides of a line passing through the center of the circle.
# This means that the angle between the lines connecting the points to the center must be greater than pi/2
center = symbols('center')
line_eqs = [Eq(A - center, symbols('vector_A')), Eq(B - center, symbols('vector_B'))]

# The points A, B, C, D can lie on a circle with radius r, and the angle between their vectors to the center is given by the dot product of the vectors
angle_condition = Eq(dot_product([A - center, B - center]), 0)

# Solve for the intersection condition
intersection_condition = solve([circle_eqs[0], circle_eqs[1], circle_eqs[2], circle_eqs[3], angle_condition], (A, B, C, D))
print(intersection_condition)
