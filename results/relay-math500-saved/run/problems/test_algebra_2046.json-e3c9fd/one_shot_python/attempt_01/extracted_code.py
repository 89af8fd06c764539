import sympy as sp

x = sp.symbols('x')
expression = x * (x * (1 + x) + 2 * x) - 3 * (x**2 - x + 2)
expanded_expression = sp.expand(expression)
result = expanded_expression
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
