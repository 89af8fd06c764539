from sympy import symbols, Eq, solve

# Define the variable and the equation
r = symbols('r')
equation = Eq((6*r**2 - 19*r - 7) / (2*r - 7), 4*r - 3)

# Solve the equation
solutions = solve(equation, r)

# Filter out the valid solution
valid_solution = [sol.evalf() for sol in solutions if sol.is_real and sol != 7/2][0]

# Calculate the confidence level (100% since we found a single valid solution)
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {valid_solution}")
print(f"CONFIDENCE: {confidence_level}")
