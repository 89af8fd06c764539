import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Equation of the line: y = -x + 6
line_eq = sp.Eq(y, -x + 6)

# Coordinates of point P (we need to find these coordinates)
P_x = sp.Symbol('P_x')
P_y = sp.Symbol('P_y')
point_P = (P_x, P_y)

# Substitute the equation of the line into the distance formula
PA = sp.sqrt((P_x - 10)**2 + (P_y + 10)**2)
PO = sp.sqrt(P_x**2 + P_y**2)

# Since PA = PO, we can set up the equation and solve for y in terms of x
distance_eq = sp.Eq(PA, PO)
distance_substituted = distance_eq.subs({P_y: -x + 6})

# Solve for x
x_solution = sp.solve(distance_substituted, P_x)[0]

# Substitute x back into the line equation to find y
y_solution = -x_solution + 6

# The coordinates of point P are (x_solution, y_solution)
P = (x_solution, y_solution)
print(f"RESULT: {P}")
print("CONFIDENCE: 100")
