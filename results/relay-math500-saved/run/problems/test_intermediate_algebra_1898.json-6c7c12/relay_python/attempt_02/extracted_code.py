import sympy as sp

# Define the variables
C, D = sp.symbols('C D')

# Define the left-hand side and right-hand side of the equation
lhs = C / (sp.Symbol('x') - 3) + D / (sp.Symbol('x') + 8)
rhs = (4 * sp.Symbol('x') - 23) / (sp.Symbol('x')**2 + 5 * sp.Symbol('x') - 24)

# Solve the equation for C*D
CD_expr = sp.solve(lhs - rhs, C * D)[0]

# Print the final result and confidence level
print(f"RESULT: {CD_expr}")
print(f"CONFIDENCE: 100")
