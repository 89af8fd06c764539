import sympy as sp

# Define the variable
A = sp.symbols('A')

# Coefficients of the quadratic equation
a = 3
b = -1
c = -80

# Solve the quadratic equation
roots = sp.solve(a*A**2 + b*A + c, A)
print(roots)
