from sympy.ntheory.modular import solve_congruence

# Define the congruences
congruences = [14, 46], [100]

# Solve the system of congruences
solution = solve_congruence(congruences[0][0], congruences[0][1], congruences[1][0])

print(f"Average of the two smallest solutions: {solution}")
