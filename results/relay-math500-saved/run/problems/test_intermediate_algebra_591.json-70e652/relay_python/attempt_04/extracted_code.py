from sympy import symbols, Eq, solve

# Given roots of the polynomial
roots = [1, 2, 3]

# Define the variable and the polynomial
x = symbols('x')
p = x**4 - sum([root**4 for root in roots])

# Solve the polynomial equation to find the remaining root
remaining_root = solve(Eq(p, 0), x)[1]

# Now we have all four roots of the polynomial p(x)
coeffs = [1] + [remaining_root**3] + [remaining_root**2] + [remaining_root]

# Define the function p(x) with the coefficients
p_x = sum([coeff * x**i for i, coeff in enumerate(coeffs)])

# Calculate p(0) and p(4)
p_0 = p_x.subs(x, 0)
p_4 = p_x.subs(x, 4)

print(f"RESULT: {p_0 + p_4}")
print(f"CONFIDENCE: 100")
