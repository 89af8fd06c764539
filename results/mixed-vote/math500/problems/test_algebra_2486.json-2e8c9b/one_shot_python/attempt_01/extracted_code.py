from sympy import symbols, solve

# Define the variable
p = symbols('p')

# Define the inequalities
ineq1 = 54*p - 144 >= 0
ineq2 = 12 - 20*p > 0

# Solve the inequalities
solution1 = solve(ineq1, p)
solution2 = solve(ineq2, p)

# Find the intersection of the solutions
final_solution = solution1.intersect(solution2)

# Print the final answer and confidence level
print(f"RESULT: {final_solution}")
print(f"CONFIDENCE: 100")
