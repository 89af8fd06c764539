import sympy as sp

k = sp.symbols('k')
expression = (-k + 4) + (-2 + 3*k)
simplified_expression = sp.simplify(expression)

print(f"RESULT: {simplified_expression}")
print(f"CONFIDENCE: 100")
