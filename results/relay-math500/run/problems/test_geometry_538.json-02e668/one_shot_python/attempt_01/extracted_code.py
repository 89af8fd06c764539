import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the line equation and points A and O
line_eq = y + x - 6
point_A = (10, -10)
point_O = (0, 0)

# Distance formula for PA and PO
distance_PA = sp.sqrt((x - point_A[0])**2 + (y - point_A[1])**2)
distance_PO = sp.sqrt((x - point_O[0])**2 + (y - point_O[1])**2)

# Set up the equation PA = PO
equation = sp.Eq(distance_PA, distance_PO)

# Solve for x in terms of y
solution_x = sp.solve(equation, x)[0]

# Substitute x back into the line equation to find y
solution_y = solution_x.subs(y, line_eq)

# Express the answer as an ordered pair (a, b)
result = (solution_x.evalf(), solution_y.evalf())
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
