from sympy import symbols, solve

# Define the function f(x)
x = symbols('x')
f = x**3 - 49*x**2 + 623*x - 2015

# Define g(x) = f(x + 5)
g = f.subs(x, x + 5)

# Find the roots of g(x)
roots = solve(g, x)

# Compute the sum of the roots
sum_of_roots = sum(roots)

print(f"RESULT: {sum_of_roots}")
print(f"CONFIDENCE: 100")
