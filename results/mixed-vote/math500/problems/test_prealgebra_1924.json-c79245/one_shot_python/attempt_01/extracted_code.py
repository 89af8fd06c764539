from sympy import symbols, simplify

k = symbols('k')
expression = (-k + 4) + (-2 + 3*k)
simplified_expression = simplify(expression)

print(f"RESULT: {simplified_expression}")
print(f"CONFIDENCE: 100")
