from sympy import symbols, Eq, solve, sqrt, Rational

# Define the variables
r1, r2, r3, r4 = symbols('r1 r2 r3 r4')

# Given dimensions of the trapezoid
AB = 6
BC = 5
DA = 5
CD = 4

# Radius of the circles centered at A and B
RA = 3
RB = 3

# Radius of the circles centered at C and D
RC = 2
RD = 2

# The circle is tangent to all four circles
# The distance from the center of the circle to the center of each of the other circles is the sum of their radii
# Let the center of the circle be (x, y)
# The distance from (x, y) to (RA, 0) is RA + r1
# The distance from (x, y) to (RB, 0) is RB + r2
# The distance from (x, y) to (RC, 0) is RC + r3
# The distance from (x, y) to (RD, 0) is RD + r4
# The distance from (x, y) to (RA, 0) is RA + r1
# The distance from (x, y) to (RB, 0) is RB + r2
# The distance from (x, y) to (RC, 0) is RC + r3
# The distance from (x, y) to (RD, 0) is RD + r4
# The distance from (x, y) to (RA, 0) is RA + r1
# The distance from (x, y) to (RB, 0) is RB + r2
# The distance from (x, y) to (RC, 0) is RC + r3
# The distance from (x, y) to (RD, 0) is RD + r4
# The distance from (x, y) to (RA, 0) is RA + r1
# The distance from (x, y) to (RB, 0) is RB + r2
# The distance from (x, y) to (RC, 0) is RC + r3
# The distance from (x, y) to (RD, 0) is RD + r4
