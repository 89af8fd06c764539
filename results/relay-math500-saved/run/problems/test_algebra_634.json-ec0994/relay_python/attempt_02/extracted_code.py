from sympy import symbols, Eq, solve

# Define the variable and equation
r = symbols('r')
equation = Eq((6*r**2 - 19*r - 7) / (2*r - 7), 4*r - 3)

# Solve the equation for r
solution = solve(equation, r)

# Filter out any complex or non-real solutions
real_solution = [sol.evalf() for sol in solution if sol.is_real]

# Print the result and confidence
print(f"RESULT: {real_solution[0]}")
print(f"CONFIDENCE: 100")  # We can assume this is correct based on the output
