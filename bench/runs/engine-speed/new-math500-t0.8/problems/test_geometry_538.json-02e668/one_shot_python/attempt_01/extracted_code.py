import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the line equation y = -x + 6
line_eq = sp.Eq(y, -x + 6)

# Define the distance formula for PA and PO
PA = sp.sqrt((x - 10)**2 + (y + 10)**2)
PO = sp.sqrt(x**2 + y**2)

# Set up the equation PA = PO
equation = sp.Eq(PA, PO)

# Solve the equation for x
solutions_x = sp.solve(equation, x)

# Find the corresponding y values
solutions_y = [line_eq.subs(x, sol).rhs for sol in solutions_x]

# Extract the ordered pair (a, b)
result = (solutions_x[0], solutions_y[0])

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
