from sympy import symbols, simplify

k = symbols('k')
expression = (-k + 4) + (-2 + 3*k)
simplified_expression = simplify(expression)

RESULT: {simplified_expression}
CONFIDENCE: 100
