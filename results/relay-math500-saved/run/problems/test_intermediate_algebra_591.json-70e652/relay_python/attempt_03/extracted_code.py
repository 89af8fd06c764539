from sympy import symbols, Eq, solve

# Define the polynomial as a monic polynomial of degree 4 with roots 1, 2, and 3
x = symbols('x')
roots = [1, 2, 3]
poly = (x - 1) * (x - 2) * (x - 3)

# Get the coefficients of the polynomial
coeffs = solve(Eq(poly, 0), x)
a, b, c, d = coeffs

# Define the polynomial with the correct coefficients
p = x**4 + a*x**3 + b*x**2 + c*x + d

# Calculate p(0) and p(4)
p_0 = p.subs(x, 0)
p_4 = p.subs(x, 4)

# Print the results
print(f"p(0) + p(4) = {p_0 + p_4}")
