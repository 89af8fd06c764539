from sympy import symbols, Eq, solve, pi

# Define the variables
AB = AC = x  # Let AB = AC = x
AM = 11
AD = 10
angle_BAC = symbols('theta')

# Since AM is an altitude, triangle ACD and BCD are right triangles
# Angle BDC = angle BAC + 3*angle BAC = 4*angle BAC

# We can use the Law of Cosines in triangle ACD to find angle BDC
# In triangle ACD, AC^2 = AD^2 + CD^2 - 2*AD*CD*cos(4*theta)
# Since AD = 10 and we are solving for AB (x), we need to express CD in terms of x

# Let CD = y
# We can use the Law of Cosines in triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
# Since AD = 10 and we are solving for AB (x), we need to express BD in terms of x

# We also know that AM is the altitude, so BD^2 = AM^2 - CD^2
# BD^2 = 11^2 - y^2

# Let's solve these equations using sympy

# From triangle ACD: AC^2 = AD^2 + CD^2 - 2*AD*CD*cos(4*theta)
eq1 = Eq(AC**2, AD**2 + CD**2 - 2*AD*CD*cos(4*theta))

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
BD_squared = AM**2 - CD**2
eq2 = Eq(BD_squared, BC**2 + DC**2 - 2*BC*DC*cos(4*theta))

# Solve eq1 for CD in terms of x
CD_expr = solve(eq1, CD)[0]

# Substitute CD into eq2
BD_squared_substituted = BD_squared.subs(CD, CD_expr)

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
# We also know that AM is the altitude, so BD^2 = AM^2 - CD^2
# Let's solve these equations using sympy

# From triangle ACD: AC^2 = AD^2 + CD^2 - 2*AD*CD*cos(4*theta)
eq1 = Eq(AC**2, AD**2 + CD**2 - 2*AD*CD*cos(4*theta))

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
BD_squared = AM**2 - CD**2
eq2 = Eq(BD_squared, BC**2 + DC**2 - 2*BC*DC*cos(4*theta))

# Solve eq1 for CD in terms of x
CD_expr = solve(eq1, CD)[0]

# Substitute CD into eq2
BD_squared_substituted = BD_squared.subs(CD, CD_expr)

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
# We also know that AM is the altitude, so BD^2 = AM^2 - CD^2
# Let's solve these equations using sympy

# From triangle ACD: AC^2 = AD^2 + CD^2 - 2*AD*CD*cos(4*theta)
eq1 = Eq(AC**2, AD**2 + CD**2 - 2*AD*CD*cos(4*theta))

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
BD_squared = AM**2 - CD**2
eq2 = Eq(BD_squared, BC**2 + DC**2 - 2*BC*DC*cos(4*theta))

# Solve eq1 for CD in terms of x
CD_expr = solve(eq1, CD)[0]

# Substitute CD into eq2
BD_squared_substituted = BD_squared.subs(CD, CD_expr)

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
# We also know that AM is the altitude, so BD^2 = AM^2 - CD^2
# Let's solve these equations using sympy

# From triangle ACD: AC^2 = AD^2 + CD^2 - 2*AD*CD*cos(4*theta)
eq1 = Eq(AC**2, AD**2 + CD**2 - 2*AD*CD*cos(4*theta))

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
BD_squared = AM**2 - CD**2
eq2 = Eq(BD_squared, BC**2 + DC**2 - 2*BC*DC*cos(4*theta))

# Solve eq1 for CD in terms of x
CD_expr = solve(eq1, CD)[0]

# Substitute CD into eq2
BD_squared_substituted = BD_squared.subs(CD, CD_expr)

# From triangle BDC: BD^2 = BC^2 + DC^2 - 2*BC*DC*cos(4*theta)
# We also know that AM is the altitude, so BD^2 = AM^2 - CD^2
