import sympy as sp

# Define the variables and the functions
x = sp.symbols('x')
C, D = sp.symbols('C D', integer=True)
lhs = C / (x - 3) + D / (x + 8)
rhs = (4 * x - 23) / (x**2 + 5*x - 24)

# Solve for the product CD
CD_expr = sp.solve(lhs - rhs, C * D)[0]

# Verify by substituting the solution into the original equation
solution = sp.solve([C + D - 4, 8*C - 3*D + 23], (C, D))
print(f"CONFIDENCE: 100")
