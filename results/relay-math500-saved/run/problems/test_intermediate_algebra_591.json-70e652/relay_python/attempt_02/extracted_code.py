from sympy import symbols, Eq, solve

# Given roots of the polynomial
roots = [1, 2, 3]

# Define the monic polynomial p(x)
x = symbols('x')
p = x**4 + a*x**3 + b*x**2 + c*x + d

# Set up the equations based on the given roots
eq1 = Eq(p.subs(x, roots[0]), 0)
eq2 = Eq(p.subs(x, roots[1]), 0)
eq3 = Eq(p.subs(x, roots[2]), 0)

# Solve for the coefficients a, b, c, d
coefficients = solve((eq1, eq2, eq3), (a, b, c, d))
print(coefficients)
