import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the function
f = (4*x**3 + 2*x - 4) / (3*x**3 - 2*x**2 + 5*x - 1)

# Calculate the limit as x approaches infinity
limit_infinity = sp.limit(f, x, sp.oo)
print(limit_infinity)
