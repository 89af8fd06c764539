import sympy as sp

# Define the function f(x)
x = sp.symbols('x')
f = x**3 - 49*x**2 + 623*x - 2015

# Define the function g(x) = f(x + 5)
g = f.subs(x, x + 5)

# Simplify g(x)
g_simplified = sp.simplify(g)

# Find the roots of g(x)
roots = sp.solve(g_simplified, x)

# Compute the sum of the roots
sum_of_roots = sum(roots)
print(sum_of_roots.evalf())
