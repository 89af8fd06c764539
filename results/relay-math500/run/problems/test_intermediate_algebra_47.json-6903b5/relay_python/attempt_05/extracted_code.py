# Import necessary libraries
import sympy as sp

# Define the function f(x)
x = sp.symbols('x')
f = x**3 + 3*x**2 + 1

# Attempt to find a and b such that f(x) - f(a) = (x - a)^2 * (x - b)
a, b = sp.symbols('a b')

# Define the equation
equation = sp.Eq(f - f.subs(x, a), (x - a)**2 * (x - b))

# Solve the equation for a and b
solution = sp.solve(equation, (a, b))
print(solution)
