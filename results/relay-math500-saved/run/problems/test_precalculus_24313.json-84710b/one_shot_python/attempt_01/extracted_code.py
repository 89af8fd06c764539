import sympy as sp

x = sp.symbols('x')
expr = sp.sec(x) / sp.sin(x) - sp.sin(x) / sp.cos(x)
simplified_expr = sp.simplify(expr)

# Print the result and confidence
print(f"RESULT: {simplified_expr}")
print(f"CONFIDENCE: 100")
