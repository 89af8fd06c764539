from sympy import symbols, Eq, solve

# Define the variable for the point P
x, y = symbols('x y')

# Equation of the line: y = -x + 6
line_eq = Eq(y, -x + 6)

# Point A and O
A = (10, -10)
O = (0, 0)

# Distance formula
def distance(P, Q):
    return ((P[0] - Q[0])**2 + (P[1] - Q[1])**2)**0.5

# Since PA = PO, we set up the equation
PA = distance((x, y), A)
PO = distance((x, y), O)

# Substitute y from the line equation into the distance equations
PA_substituted = PA.subs(y, -x + 6)
PO_substituted = PO.subs(y, -x + 6)

# Solve the resulting equations
solution = solve([PA_substituted - PO_substituted], (x, y))
print(solution)
