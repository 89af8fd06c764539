# Importing necessary packages
from sympy import symbols, Eq, solve

# Define the complex number z
z = symbols('z', complex=True)

# Solve the equation z^5 = 1 for z where z != 1
solutions = solve(Eq(z**5, 1), z)
solutions = [sol.evalf() for sol in solutions if sol != 1]

# Compute the expression z + 1/z + z^2 + 1/z^2 for each solution
results = []
for sol in solutions:
    expr = sol + 1/sol + sol**2 + 1/sol**2
    results.append(expr.evalf())

# Print the final answer and confidence level
print(f"RESULT: {results[0]}")
print(f"CONFIDENCE: 100")
