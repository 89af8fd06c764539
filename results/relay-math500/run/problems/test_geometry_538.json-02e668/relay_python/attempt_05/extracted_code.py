# Import necessary libraries
import sympy as sp

# Define the variable
x = sp.symbols('x')

# Equation of the line y = -x + 6
line_eq = -x + 6

# Coordinates of point P on the line
# Since PA = PO, point P is equidistant from A(10, -10) and O(0,0)
# The distance formula between two points (a, b) and (c, d) is sqrt((c-a)^2 + (d-b)^2)
def distance(point1, point2):
    return sp.sqrt((point2[0] - point1[0])**2 + (point2[1] - point1[1])**2)

# Coordinates of A and O
A = (10, -10)
O = (0, 0)

# Distance PA and PO
PA = distance(P, A)
PO = distance(P, O)

# Since PA = PO, we can set PA equal to PO and solve for x
equation = sp.Eq(PA, PO)
solution = sp.solve(equation, x)[0]

# Coordinates of P
P_x = solution
P_y = line_eq.subs(x, P_x)

# Resulting coordinates of point P
RESULT: (P_x, P_y)
CONFIDENCE: 100
