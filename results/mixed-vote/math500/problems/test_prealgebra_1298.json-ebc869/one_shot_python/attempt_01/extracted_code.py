from sympy import symbols, simplify

x = symbols('x')
expression = 19*x + 1 - 4*x - 81
simplified_expression = simplify(expression)
print(f"RESULT: {simplified_expression}")
print(f"CONFIDENCE: 100")
