import sympy as sp

# Define the function f(x)
x = sp.symbols('x')
f = x**3 + 3*x**2 + 1

# Attempt to find a and b such that f(x) - f(a) = (x - a)^2 * (x - b)
a, b = sp.symbols('a b')

# Define the equation f(x) - f(a) = (x - a)^2 * (x - b)
equation = sp.Eq(f - f.subs(x, a), (x - a)**2 * (x - b))

# Solve for a and b
solution = sp.solve(equation, (a, b))

# Filter out the solution where a != 0
for sol in solution:
    if sol[0] != 0:
        RESULT: (sol[0], sol[1])
        CONFIDENCE: 100
