import sympy as sp

u = sp.symbols('u')
expression = (u+4)*(u-1) - (u-3)*(u+6)
simplified_expression = sp.simplify(expression)

print(f"RESULT: {simplified_expression}")
print(f"CONFIDENCE: 100")
