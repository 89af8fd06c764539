from sympy import symbols, Eq, solve

# Define the polynomial p(x)
x = symbols('x')
p = symbols(f'p({x})', cls=lambda *args: sum(args))

# Given conditions p(n) = n / (n^2 - 1) for n = 2, 3, ..., 7
eqs = [Eq(p.subs(x, n), n / (n**2 - 1)) for n in range(2, 8)]

# Solve the system of equations to find p(x)
coeffs = solve(eqs, p)[0]

# Now find p(8)
p_8 = coeffs.subs(x, 8)
print(p_8)
