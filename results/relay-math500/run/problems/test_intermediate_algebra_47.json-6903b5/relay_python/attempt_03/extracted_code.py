import sympy as sp

# Define the function f(x)
x, a, b = sp.symbols('x a b')
f = x**3 + 3*x**2 + 1

# Compute f(a)
fa = f.subs(x, a)

# Expand (x - a)^2 (x - b)
lhs = (x - a)**2 * (x - b)

# Simplify the left-hand side
lhs_simplified = sp.simplify(lhs)

# Set up the equation f(x) - f(a) = lhs_simplified
equation = sp.Eq(f, fa - lhs_simplified)

# Solve for x in terms of a and b
solutions = sp.solve(equation, x)
print(f"solutions: {solutions}")
