import sympy as sp

# Define the variable and the expression
x = sp.symbols('x')
expression = (4*x**3 + 2*x - 4) / (3*x**3 - 2*x**2 + 5*x - 1)

# Compute the limit of the expression as x approaches infinity
limit_at_infinity = sp.limit(expression, x, sp.oo)
print(f"RESULT: {limit_at_infinity}")
print(f"CONFIDENCE: 100")
