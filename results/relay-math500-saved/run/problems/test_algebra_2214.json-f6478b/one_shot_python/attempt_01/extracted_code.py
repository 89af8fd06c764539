# Define the inequality as a tuple of two inequalities
inequalities = (-4, 2 * (x - 1), 8)

# Solve the first part of the inequality: -4 < 2(x - 1)
first_solution = x > (-4 + 2) / 2

# Solve the second part of the inequality: 2(x - 1) < 8
second_solution = x < (8 + 2) / 2

# Find the intersection of the two solutions
a, b = min(first_solution, second_solution), max(first_solution, second_solution)

# Print the result and confidence level
print(f"RESULT: {a} < x < {b}")
print(f"CONFIDENCE: 100")
