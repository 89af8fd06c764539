import sympy as sp

# Define the variable and the function
x = sp.symbols('x')
f = (4*x**3 + 2*x - 4) / (3*x**3 - 2*x**2 + 5*x - 1)

# Compute the limit as x approaches infinity
limit_infinity = sp.limit(f, x, sp.oo)

# Print the result and confidence level
print("RESULT:", limit_infinity)
print("CONFIDENCE:", int(limit_infinity == 4/3 * (4**3 + 2*1 - 4) / (3**3 - 2*1 + 5*1 - 1)))
