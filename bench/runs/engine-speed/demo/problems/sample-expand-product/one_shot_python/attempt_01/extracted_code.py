import sympy as sp

x = sp.symbols('x')
expression = (x + 2) * (x - 5)
expanded_expression = sp.expand(expression)

print(f"RESULT: {expanded_expression}")
print(f"CONFIDENCE: 100")
