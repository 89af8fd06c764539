import sympy as sp

a = sp.symbols('a')
expr = (4 + 6*a) / 5 - (1 + 3*a) / 4

# Simplify the expression
simplified_expr = sp.simplify(expr)

# Display the simplified expression and confidence level
print(f"RESULT: {simplified_expr}")
print("CONFIDENCE: 100")
