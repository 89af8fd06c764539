from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Equation of the line y = -x + 6
line_eq = Eq(y, -x + 6)

# Coordinates of points A and O
A = (10, -10)
O = (0, 0)

# Distance formula between two points (x1, y1) and (x2, y2)
def distance(p1, p2):
    return ((p1[0] - p2[0])**2 + (p1[1] - p2[1])**2)**0.5

# Calculate distances PA and PO
PA = distance(P, A)
PO = distance(P, O)

# Set up the equation PA = PO
equation = Eq(PA, PO)

# Solve for x in terms of y
solution_x = solve(equation, x)[0]

# Substitute x back into the line equation to find y
P_y = line_eq.subs(x, solution_x).rhs

# The coordinates of point P
P = (solution_x, P_y)
print(f"RESULT: {P}")
print(f"CONFIDENCE: 100")
