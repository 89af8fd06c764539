import sympy as sp

# Attempt 2: Define the constants a, b, c, d and solve the equation
a, b, c, d = sp.symbols('a b c d')
x = sp.symbols('x')

# Given equation
equation = (sp.sin(x))**7 - (a * sp.sin(7*x) + b * sp.sin(5*x) + c * sp.sin(3*x) + d * sp.sin(x))

# Solve the equation for d
d_value = sp.solve(equation, d)[0]
print(f"d = {d_value}")
