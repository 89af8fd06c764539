from sympy import symbols, Eq, solve, sqrt, Rational

# Define the variables
a, b, x, y = symbols('a b x y', positive=True, real=True)

# Define the equations
eq1 = Eq(a**2 + y**2, b**2 + x**2)
eq2 = Eq((a - x)**2 + (b - y)**2, a**2 + y**2)

# Solve the system of equations
solutions = solve((eq1, eq2), (x, y))

# Filter the solutions to satisfy 0 <= x < a and 0 <= y < b
valid_solutions = [sol for sol in solutions if sol[0] >= 0 and sol[0] < a and sol[1] >= 0 and sol[1] < b]

# Calculate the maximum value of a/b for the valid solutions
max_a_b = max([sol[0] / sol[1] for sol in valid_solutions])

# Calculate the square of the maximum value
rho_squared = max_a_b**2

# Simplify the fraction
rho_squared_simplified = Rational(rho_squared).limit_denominator()

# Print the result
print(f"RESULT: {rho_squared_simplified}")
