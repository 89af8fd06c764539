from sympy import symbols, simplify

# Define the complex number omega such that omega^3 = 1
omega = symbols('omega')
equation = omega**3 - 1
solutions = [sol.evalf() if sol.is_real else complex(sol, 0) for sol in equation.solvers]

# We need to check which of these solutions satisfies omega^3 = 1
for omega_val in solutions:
    omega = omega_val

# Now we need to compute the expression (1/(1+omega)) + (1/(1+omega^2))
expression = simplify(1/(1+omega) + 1/(1+omega**2))

print(expression)
