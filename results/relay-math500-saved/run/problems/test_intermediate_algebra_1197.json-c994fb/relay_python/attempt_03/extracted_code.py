from sympy import symbols, Eq, solve

# Define the polynomial of degree 5 with unknown coefficients a_0 to a_5
a = symbols('a_0:6')
n = symbols('n')

# Define the equation p(n) = n / (n^2 - 1)
equation = [Eq(a[i] * n**i + a[i-1], n / (n**2 - 1)) for i in range(1, 5)]

# Solve the system of equations to find the coefficients
solution = solve(equation, a)

# Check if the solution is valid by substituting into the original equation
for coeffs in solution:
    p = sum(coeffs[i] * n**i for i in range(len(coeffs)))
    assert Eq(p.subs(n, 2), 2 / (2**2 - 1))
    assert Eq(p.subs(n, 3), 3 / (3**2 - 1))
    assert Eq(p.subs(n, 4), 4 / (4**2 - 1))
    assert Eq(p.subs(n, 5), 5 / (5**2 - 1))

# Calculate the value of p(8)
p_8 = sum(coeffs[i] * 8**i for i in range(len(coeffs)))
print(p_8)
