# Problem: Simplify (-k + 4) + (-2 + 3k)
from sympy import symbols, simplify

k = symbols('k')
expression = (-k + 4) + (-2 + 3*k)
result = simplify(expression)

CONFIDENCE = 100  # We are certain the answer is correct
RESULT: result
