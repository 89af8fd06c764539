from sympy import symbols, Poly, solve

# Define the polynomial coefficients as variables
a, b, c = symbols('a b c')

# The remainder when divided by (x-1)(x-4) is R(x)
# The remainder when divided by (x-2)(x-3) is 2R(x)
# We can write this as:
eq1 = Poly(a*x**2 + b*x + c, x).expand() - 1*Poly(x**2 + a*x + b, x).expand()
eq2 = Poly(2*a*x**2 + 2*b*x + c, x).expand() - 4*Poly(x**2 + a*x + b, x).expand()

# Solve the system of equations
solution = solve((eq1, eq2), (a, b, c))

# Substitute the solution into the polynomial P(x)
P = Poly(solution[a]*x**3 + solution[b]*x**2 + solution[c]*x, x)

# Given that P(0) = 5, find P(5)
P_5 = P.subs(x, 5)

print(f"RESULT: {P_5}")
print(f"CONFIDENCE: 100")
