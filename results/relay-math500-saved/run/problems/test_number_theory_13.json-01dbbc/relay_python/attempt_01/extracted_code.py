import sympy as sp

# Define the congruence equation
congruence = 14 * sp.symbols('u') - 46

# Solve the congruence for u modulo 100
solutions = sp.solve(congruence, sp.symbols('u'))
print("Solutions:", solutions)

# Filter out the smallest positive solution
smallest_positive_solution = min([sol % 100 for sol in solutions if sol > 0])

# Calculate the average of the two smallest positive integer solutions
average = (smallest_positive_solution + next(sol for sol in solutions if sol > 0)) / 2

print("Smallest Positive Solution:", smallest_positive_solution)
print("Average:", average)

# RESULT: The average is {average}
# CONFIDENCE: 100
