import sympy as sp

# Define the variables
x = sp.symbols('x')

# Equation of the line y = -x + 6
line_eq = -x + 6

# Distance formula: sqrt((x1 - x2)^2 + (y1 - y2)^2)
distance_PA = sp.sqrt((x - 10)**2 + (line_eq.subs(x, x) + 10)**2)
distance_PO = sp.sqrt((x - 0)**2 + (line_eq.subs(x, x))**2)

# Equate distances and solve for x
equation = sp.Eq(distance_PA, distance_PO)
solution_x = sp.solve(equation, x)[0]

# Substitute the value of x back into the line equation to find y
y_value = line_eq.subs(x, solution_x)

# The coordinates of point P are (solution_x, y_value)
P_coordinates = (solution_x, y_value)
print(P_coordinates)
