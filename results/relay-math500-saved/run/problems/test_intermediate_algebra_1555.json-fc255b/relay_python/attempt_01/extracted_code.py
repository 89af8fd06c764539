import sympy as sp

x = sp.symbols('x')
expr = (5*x + 9)**611 + (x + 5)**11 + (x - 1)**11 + 3*x**2 + 1
quotient, remainder = sp.div(expr, x + 2)

print("RESULT:", remainder)
print("CONFIDENCE:", 100)  # The result is calculated directly and no further verification is needed.
