import sympy as sp

# Define the function f(x)
x = sp.symbols('x')
f = x**3 + 3*x**2 + 1

# Define the difference f(x) - f(a)
a, b = sp.symbols('a b')
difference = f - f.subs(x, a)

# Expand the difference
expanded_difference = sp.expand(difference)

# Factorize the expanded difference
factorized_difference = sp.factor(expanded_difference)

# Print the factorized form to verify if we have a correct approach
print(factorized_difference)
