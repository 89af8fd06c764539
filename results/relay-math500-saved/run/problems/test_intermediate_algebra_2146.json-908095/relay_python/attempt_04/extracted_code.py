import sympy as sp

# Define the variable and the quadratic polynomial P(x)
x = sp.symbols('x')
P_x = x**2 - 2*x + 2

# Define the inequality P(x) <= 2x^2 - 4x + 3
inequality_1 = sp.Le(P_x, 2*x**2 - 4*x + 3)
inequality_2 = sp.Ge(2*P_x, 3*x**2 - 4*x + 3)

# Solve the inequalities to find the roots
roots_ineq_1 = sp.solve_univariate_inequality(inequality_1, x, relational=False)
roots_ineq_2 = sp.solve_univariate_inequality(inequality_2, x, relational=False)

# Find the common root of the two inequalities
common_root = roots_ineq_1.intersect(roots_ineq_2)[0]

# Substitute the common root back into P(x) to find the value at x=11
P_11 = P_x.subs(x, common_root)

# Solve for the constant term of P(x) in terms of the common root
constant_term = sp.symbols('constant_term')
P_x_with_constant = P_x + constant_term

# Use P(11) = 181 to solve for constant_term
constant_term_value = sp.solve(P_x_with_constant.subs(x, 11) - 181, constant_term)[0]

# Substitute the constant term back into P(x)
P_x_final = P_x_with_constant.subs(constant_term, constant_term_value)

# Find the value of P(16)
P_16 = P_x_final.subs(x, 16)
print(f"RESULT: {P_16}")
print(f"CONFIDENCE: 90")
