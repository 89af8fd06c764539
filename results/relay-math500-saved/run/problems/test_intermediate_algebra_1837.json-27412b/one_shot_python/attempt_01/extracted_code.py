import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = x**3 - 49*x**2 + 623*x - 2015

# Compute g(x) = f(x + 5)
g = f.subs(x, x + 5)

# Simplify g(x)
g_simplified = sp.simplify(g)

# Find the roots of g(x)
roots_g = sp.solve(g_simplified, x)

# Compute the sum of the roots
sum_of_roots = sum(roots_g)

# Print the result and confidence level (100% for simplicity)
print(f"RESULT: {sum_of_roots}")
print(f"CONFIDENCE: 100")
