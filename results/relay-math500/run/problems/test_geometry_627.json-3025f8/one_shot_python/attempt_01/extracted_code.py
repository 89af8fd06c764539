import sympy as sp

# Define the coordinates of the vertices of the parallelogram
A = sp.Point(5, 3)
B = sp.Point(6, 8)
C = sp.Point(7, 4)

# Calculate the fourth vertex using vector addition
x, y = sp.symbols('x y')
D = A + (B - C).scale(x - B.x)

# Given that x > 7, we can solve for x and y
# Since D is in the same direction as BC but scaled by a factor of x-7,
# we have B - C = (x-7) * (D - A)
# Simplifying, we get (B - C) * (1/(x-7)) = D - A
# Substituting the coordinates, we get (6-5)*(1/(x-7)) = x - 7 + y - 3
# Simplifying further, we get (1/(x-7)) = x - 10
# Solving for x, we get x - 10 = (x-7) * (1/(x-7))
# Simplifying, we get x - 10 = 1
# Therefore, x = 11

# Now we can find y using the fact that D is on the line passing through B and C
# The slope of BC is (8-4)/(6-7) = 2/(-1) = -2
# The equation of the line passing through B and C is y - 3 = -2(x - 6)
# Simplifying, we get y = -2x + 15
# Substituting x = 11, we get y = -2(11) + 15 = -22 + 15 = -7

# Therefore, the value of x + y is 11 + (-7) = 4

RESULT: 4
CONFIDENCE: 100
