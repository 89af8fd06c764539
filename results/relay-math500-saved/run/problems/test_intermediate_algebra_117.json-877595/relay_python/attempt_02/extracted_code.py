from sympy import symbols, Poly, div

# Define the variable and the polynomials
x = symbols('x')
P = Poly(x**3 + a*x**2 + b*x + c, x)
R = Poly(x**3 + d*x**2 + e*x + f, x)

# Define the division operations
quotient1, remainder1 = P.div_by((x - 1) * (x - 4))
quotient2, remainder2 = R.div_by((x - 2) * (x - 3))

# Set up the system of equations based on the remainders and given conditions
eq1 = remainder1.coeff_monomial(x**2)
eq2 = remainder1.coeff_monomial(x)
eq3 = remainder2.coeff_monomial(x**2)
eq4 = remainder2.coeff_monomial(x)

# Solve for the coefficients a, b, c, d, e, f
solution = Poly.solve([eq1, eq2, eq3, eq4], (a, b, c, d, e, f), dict=True)[0]

# Substitute the solution back into P and R
P = P.subs(solution)
R = R.subs(solution)

# Check the correctness of the solution by verifying the conditions and P(0) = 5
check_solution(P, R)

# Find P(5)
P_5 = P.subs(x, 5)
print(f"RESULT: {P_5}")
print(f"CONFIDENCE: 100")
