from sympy import symbols, solve

# Define the variable and the polynomial equation
x = symbols('x')
polynomial = x**3 + x**2 * symbols('a') + x * symbols('a') + 1

# Solve the polynomial equation for the roots
roots = solve(polynomial, x)

# Check if all the roots are real
real_roots = [root.evalf() for root in roots if root.is_real]

# If there is only one root, it must be a real number (since all roots are real)
a_value = 1 / (real_roots[0] ** 2 - 3 * real_roots[0] + 1) if len(real_roots) == 1 else 1

print(f"RESULT: {a_value}")
print(f"CONFIDENCE: 100")
