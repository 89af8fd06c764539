import sympy as sp

# Define the variables
x = sp.symbols('x')
C, D = sp.symbols('C D')

# Define the left-hand side and right-hand side of the equation
lhs = C / (x - 3) + D / (x + 8)
rhs = (4 * x - 23) / (x**2 + 5*x - 24)

# Set up the equation lhs - rhs = 0
equation = sp.Eq(lhs, rhs)

# Solve the equation for C * D
CD_expr = sp.solve(equation, C * D)[0]

# The product CD of the integers C and D
print(CD_expr)
