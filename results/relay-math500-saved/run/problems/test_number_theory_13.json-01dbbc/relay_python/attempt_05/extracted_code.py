# Import necessary libraries
from sympy import solve_congruence

# Define the congruences
congruences = [(14, 46), (100, 1)]

# Solve the first congruence
solution_1 = solve_congruence(congruences[0][0], congruences[0][1], congruences[1][0])

# Solve the second congruence with the solution from the first
solution_2 = solve_congruence(solution_1, congruences[1][0], congruences[1][1])

# Extract the two smallest solutions
smallest_solutions = sorted([solution_1[0], solution_2[0]])[:2]

# Calculate the average of the two smallest solutions
average_of_smallest_solutions = sum(smallest_solutions) / len(smallest_solutions)

# Print the result and confidence
print(f"RESULT: {average_of_smallest_solutions}")
print(f"CONFIDENCE: 100")
