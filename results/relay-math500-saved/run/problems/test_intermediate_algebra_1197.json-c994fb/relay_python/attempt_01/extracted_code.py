# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the polynomial p(x) with 5 coefficients a0, a1, ..., a4
x = symbols('x')
a = symbols('a0:%d' % (5+1))

# Create the polynomial equation p(n) = n / (n^2 - 1)
polynomial_eqs = [Eq(a[i] * x**i, i / (x**2 - 1)) for i in range(5)]

# Solve the system of equations
solution = solve(polynomial_eqs, a)

# Define the polynomial p(x) with coefficients from the solution
p = sum(coeff * x**i for i, coeff in enumerate(solution))

# Print useful observations and CONFIDENCE: only to submit
print("RESULT:", p(8))
print("CONFIDENCE:", 100)  # Initial confidence is 100 as we solve the polynomial once
