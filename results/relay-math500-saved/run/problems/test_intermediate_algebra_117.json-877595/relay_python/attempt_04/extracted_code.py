from sympy import symbols, Poly

# Define the variable
x = symbols('x')

# Given conditions
P = x**3 - 5*x**2 + 4*x - 1
R = P.subs(x, 1)
Q = P.subs(x, 4)

# Find the coefficients of R and Q
eq1 = Poly(R, x).expand()
eq2 = Poly(Q, x).expand()

# Set up equations for R and Q
a, b, c = symbols('a b c')
R_eq1 = Eq(eq1.coeff(x**2), 1)
R_eq2 = Eq(eq1.coeff(x), a + b)
R_eq3 = Eq(eq1.coeff(x), -4)

Q_eq1 = Eq(eq2.coeff(x**2), 1)
Q_eq2 = Eq(eq2.coeff(x), a + c)
Q_eq3 = Eq(eq2.coeff(x), 4)

# Solve the system of equations
solution = solve((R_eq1, R_eq2, R_eq3, Q_eq1, Q_eq2, Q_eq3), (a, b, c))

# Substitute the solution into P
P = P.subs(solution)

# Find P(5)
P_5 = P.subs(x, 5)

print(f"P(5) = {P_5}")
