# Import sympy to avoid import_not_allowed error
from sympy import symbols, solve

# Define the function f(x)
x = symbols('x')
f = 2 / (x + 1)

# Find the inverse of f by solving y = f(x) for x
inverse_eq = solve(f - symbols('y'), x)[0]

# Substitute y with 1/5 to find f^-1(1/5)
result_x = inverse_eq.subs(symbols('y'), 1/5)

# Print the result and confidence
RESULT: result_x.evalf()
CONFIDENCE: 100
