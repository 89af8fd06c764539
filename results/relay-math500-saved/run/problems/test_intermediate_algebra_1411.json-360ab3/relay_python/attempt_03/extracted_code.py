from sympy import symbols, Eq, solve

# Define the variable x and the polynomial coefficients a and c
x = symbols('x')
a, c = symbols('a c', integer=True)

# The given polynomial is P(x) = 2x^3 - 2ax^2 + (a^2 - 81)x - c
P = 2*x**3 - 2*a*x**2 + (a**2 - 81)*x - c

# The roots of the polynomial are all positive integers, so let's assume the roots are r1, r2, and r3
# where r1 < r2 < r3. We can write P(x) as (x-r1)(x-r2)(x-r3)
# Expanding this, we get:
# P(x) = x^3 - (r1+r2+r3)x^2 + (r1*r2 + r2*r3 + r1*r3)*x - r1*r2*r3
# Comparing coefficients with the original polynomial, we get:
# 1. a = -(r1 + r2 + r3)
# 2. a**2 - 81 = r1*r2 + r2*r3 + r1*r3
# 3. c = r1*r2*r3

# Solving the first equation for a:
a_expr = Eq(a, -(x + x + x))

# Substituting a in the second and third equations:
eq2_sub = eq2.subs(a, a_expr.rhs)
eq3_sub = eq3.subs(a, a_expr.rhs)

# Simplifying the second and third equations:
eq2_simplified = Eq(a**2 - 81, solve(eq2_sub, (x + x + x))[0]**2)
eq3_simplified = Eq(c, solve(eq3_sub, (x + x + x))[0]**3)

# Solving eq2_simplified for x:
solutions_x = solve(eq2_simplified, x)
solutions_c = [solve(eq3_simplified.subs(x, sol), c)[0] for sol in solutions_x]

# The two possible values of c
print(sum(solutions_c))
