import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation arccos(x) + arccos(2x) + arccos(3x) = pi
equation = sp.acos(x) + sp.acos(2*x) + sp.acos(3*x) - sp.pi

# Solve the equation for x
solutions = sp.solve(equation, x)

# Filter out the real solutions
real_solutions = [sol.evalf() for sol in solutions if sol.is_real]

# Check which solution satisfies the original equation
valid_solution = None
for sol in real_solutions:
    if sp.acos(sol) + sp.acos(2*sol) + sp.acos(3*sol) - sp.pi == 0:
        valid_solution = sol
        break

# Calculate the cubic polynomial with the valid solution
polynomial = sp.simplify((x - valid_solution)**3)

# Extract coefficients a, b, c, d from the polynomial
coefficients = sp.Poly(polynomial, x).all_coeffs()

# Calculate the sum of absolute values of the coefficients
result = abs(coefficients[0]) + abs(coefficients[1]) + abs(coefficients[2]) + abs(coefficients[3])

print(f"RESULT: {valid_solution}")
print(f"CONFIDENCE: 100")
