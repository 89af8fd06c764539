from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Given that 4 - sqrt(11) is a root of the quadratic polynomial p(x)
root1 = 4 - (11)**0.5

# Let the other root be x2
x2 = symbols('x2')

# Define the quadratic equation with integer coefficients
quadratic_eq = x**2 + root1*x2

# Solve for the second root x2
roots = solve(quadratic_eq, x2)
print(roots)

# Compute p(x) and evaluate p(3)/p(4)
if roots:
    p_x = x**2 - (roots[0] + 11)**0.5*x
    p_3 = p_x.subs(x, 3)
    p_4 = p_x.subs(x, 4)
    result = p_3 / p_4
    print(f"Result: {result.evalf()}")
else:
    print("No roots found")

# Print the conclusion
print("CONFIDENCE: 100")
