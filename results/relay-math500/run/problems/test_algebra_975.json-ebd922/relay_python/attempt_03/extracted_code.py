import sympy as sp

def f(x):
    return 1 / (sp.Abs(x**2 + 3*x - 4) + sp.Abs(x**2 + 9*x + 20))

# Check for any real values of x that are not in the domain of f(x)
x = sp.symbols('x')
f_x = f(x)
solutions = sp.solve(f_x, x)

# Determine the domain
domain = sp.S.Reals - sp.Interval.open(-4, -1) | sp.Interval.open(-1, -2) | sp.Interval.open(-5, 0) | sp.Interval(3, 7)

# Filter out the solutions that are in the domain
invalid_solutions = [sol for sol in solutions if sol not in domain]

# The final answer and confidence
RESULT: invalid_solutions
CONFIDENCE: 100
