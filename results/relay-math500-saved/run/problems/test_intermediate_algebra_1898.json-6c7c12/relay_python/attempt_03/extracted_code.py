import sympy as sp

# Define the variables
x = sp.symbols('x')
C, D = sp.symbols('C D')

# Define the left-hand side and right-hand side of the equation
lhs = C / (x - 3) + D / (x + 8)
rhs = (4 * x - 23) / (x**2 + 5*x - 24)

# Solve the equation for C*D
CD_expr = sp.solve(lhs - rhs, C * D)[0]

# Simplify the expression
CD_simplified = sp.simplify(CD_expr)
print(CD_simplified)
