import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = 3**(2*x) + 19 - 10**x

# Solve the equation
solutions = sp.solve(equation, x)

# Filter out complex solutions and consider only real solutions
real_solutions = [sol.evalf() for sol in solutions if sol.is_real]

# Determine the confidence level (confidence is high if there's one solution)
confidence_level = 100 if len(real_solutions) == 1 else 0

# Print the results
print(f"RESULT: {real_solutions[0] if real_solutions else 'No real solutions'}")
print(f"CONFIDENCE: {confidence_level}")
