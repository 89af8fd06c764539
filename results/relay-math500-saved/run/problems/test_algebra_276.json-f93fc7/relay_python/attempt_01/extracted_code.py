# Attempt 1 of solving the problem

from sympy import symbols, factor

x = symbols('x')

expression = 10*x**2 - x - 24
factored_expression = factor(expression)

print(factored_expression)
