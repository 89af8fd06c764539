from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Given quadratic inequality: x^2 - 2x + 2 <= P(x) <= 2x^2 - 4x + 3
# This can be rewritten as two inequalities:
inequality1 = Eq(x**2 - 2*x + 2, 0)
inequality2 = Eq(2*x**2 - 4*x + 3, 0)

# Solve the first inequality to find the roots
roots_eq1 = solve(inequality1, x)
print("Roots of P(1) <= 2: ", roots_eq1)

# Solve the second inequality to find the roots
roots_eq2 = solve(inequality2, x)
print("Roots of 2P(x) >= 3: ", roots_eq2)

# The common root of both inequalities is a solution to P(x)
common_root = (roots_eq1[0] + roots_eq2[0]) / 2
print("Common root of the two inequalities:", common_root)

# Now we know that P(x) = x^2 - 2x + 3 because this is the only quadratic polynomial that satisfies both inequalities and has a common root
P = x**2 - 2*x + 3

# Given P(11) = 181, we can verify if our P(x) matches this condition
P_11 = P.subs(x, 11)
print("Value of P(11): ", P_11)

# Now we need to find P(16)
P_16 = P.subs(x, 16)
print("Value of P(16): ", P_16)
