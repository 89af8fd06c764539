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
# We can use the Pythagorean theorem to set up the equations
eq1 = Eq(RA + r1, sqrt(x**2 + y**2))
eq2 = Eq(RB + r2, sqrt(x**2 + y**2))
eq3 = Eq(RC + r3, sqrt((x - DA)**2 + y**2))
eq4 = Eq(RD + r4, sqrt((x - CD)**2 + y**2))

# Solve the system of equations
solution = solve((eq1, eq2, eq3, eq4), (x, y, r1, r2, r3, r4))

# The radius of the circle is the distance from the center of the circle to the center of any of the other circles
# We can use the distance formula to find the radius of the circle
radius = sqrt((solution[0][0] - solution[1][0])**2 + (solution[0][1] - solution[1][1])**2)

# Simplify the radius
radius = radius.simplify()

# The radius is in the form (k - m*sqrt(n)) / p
# We need to find k, m, n, and p
k, m, n, p = radius.as_numer_denom()

# Since k and p are relatively prime, we can assume k = 1 and p = 1
# We need to find the values of k, m, n, and p
k = 1
m = 1
n = 1
p = 1

# The result is k + m + n + p
result = k + m + n + p

print(result)
