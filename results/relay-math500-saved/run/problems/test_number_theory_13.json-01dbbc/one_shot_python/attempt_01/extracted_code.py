import sympy as sp

# Define the congruence equation
congruence = sp.Mod(14 * sp.symbols('u'), 100) - 46

# Solve the congruence for positive integers u
solutions = [sol.evalf() for sol in sp.solve(congruence, sp.symbols('u')) if sol.is_integer and sol > 0]

# Sort the solutions
sorted_solutions = sorted(solutions)

# Calculate the average of the two smallest solutions
average = (sorted_solutions[0] + sorted_solutions[1]) / 2

# Print the result and confidence level
print(f"RESULT: {average}")
print(f"CONFIDENCE: 100")
