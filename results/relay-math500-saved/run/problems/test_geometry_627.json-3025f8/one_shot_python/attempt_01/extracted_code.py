import sympy as sp

# Define the coordinates of the points
A = (5, 3)
B = (6, 8)
C = (7, 4)
D = (sp.symbols('x'), sp.symbols('y'))

# Create vectors AB and BC
AB = (B[0] - A[0], B[1] - A[1])
BC = (C[0] - B[0], C[1] - B[1])

# The diagonals of the parallelogram bisect each other
midpoint_AB = ((A[0] + B[0]) / 2, (A[1] + B[1]) / 2)
midpoint_BC = ((B[0] + C[0]) / 2, (B[1] + C[1]) / 2)

# The diagonals must intersect at the midpoint of BC
x_mid, y_mid = midpoint_BC

# Since D is on the line AB and x > 7, we can use the direction vector of AB
direction_AB = (AB[0], AB[1])
# The slope of AB is (B[1] - A[1]) / (B[0] - A[0])
slope_AB = (B[1] - A[1]) / (B[0] - A[0])

# The equation of the line AB is y - 3 = slope_AB * (x - 5)
line_AB = sp.Eq(sp.symbols('y'), slope_AB * (sp.symbols('x') - 5) + 3)

# Substitute D into the line equation to solve for y
D_y = sp.solve(line_AB.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 8 = slope_BC * (x - 6)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 6) + 8)

# Substitute D into the line equation to solve for y
D_y2 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y3 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y4 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y5 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y6 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y7 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y8 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y9 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y10 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y11 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y12 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y13 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y14 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y15 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y16 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y17 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y18 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y19 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y20 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y21 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y22 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y23 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y24 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y25 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y26 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y27 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y28 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y29 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y30 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y31 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y32 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y33 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y34 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y35 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y36 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y37 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y38 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y39 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y40 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y41 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y42 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y43 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y44 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y45 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y46 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y47 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y48 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y49 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y50 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y51 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y52 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y53 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y54 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y55 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y56 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y57 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y58 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y59 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y60 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y61 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y62 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y63 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y64 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of BC
direction_BC = (BC[0], BC[1])
# The slope of BC is (C[1] - B[1]) / (C[0] - B[0])
slope_BC = (C[1] - B[1]) / (C[0] - B[0])

# The equation of the line BC is y - 4 = slope_BC * (x - 7)
line_BC = sp.Eq(sp.symbols('y'), slope_BC * (sp.symbols('x') - 7) + 4)

# Substitute D into the line equation to solve for y
D_y65 = sp.solve(line_BC.subs({sp.symbols('x'): D[0], sp.symbols('y'): D[1]}), D[1])[0]

# Since D is on the line AB and x > 7, we can use the direction vector of
