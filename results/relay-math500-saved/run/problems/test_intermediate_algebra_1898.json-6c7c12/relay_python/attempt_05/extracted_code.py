from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')
C, D = symbols('C D')

# Define the equation
equation = Eq(C / (x - 3) + D / (x + 8), (4 * x - 23) / (x**2 + 5 * x - 24))

# Solve for C * D
CD_expr = sp.solve(equation, C * D)[0]

print(f"Result: {CD_expr}")
