import sympy as sp

# Define the variable
r = sp.symbols('r')

# Define the expressions
expr1 = 4 * (3 * r**3 + 5 * r - 6)
expr2 = 6 * (2 * r**3 - r**2 + 4 * r)

# Simplify the expression by combining like terms
simplified_expr = sp.simplify(expr1 - expr2)

print(f"RESULT: {simplified_expr}")
print(f"CONFIDENCE: 100")
