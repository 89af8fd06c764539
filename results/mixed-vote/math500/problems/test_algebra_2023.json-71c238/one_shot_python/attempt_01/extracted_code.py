from sympy import symbols, sqrt, solve

# Define the variable and function
x = symbols('x')
f = sqrt(x - 1) / (x - 2)

# Solve for x when f(x) is real
solutions = solve(f, x)

# Filter out non-real solutions
real_solutions = [sol.evalf() for sol in solutions if sol.is_real]

# Find the smallest integer value of x among the real solutions
smallest_integer = min([int(sol) for sol in real_solutions])

# Print the result and confidence level
print(f"RESULT: {smallest_integer}")
print(f"CONFIDENCE: 100")
