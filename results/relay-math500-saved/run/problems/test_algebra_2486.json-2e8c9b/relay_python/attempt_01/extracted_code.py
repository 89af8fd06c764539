import sympy as sp

# Define the variable
p = sp.symbols('p')

# Define the inequalities
ineq1 = 54*p - 144 >= 0
ineq2 = 12 - 20*p > 0

# Solve the inequalities
solution1 = sp.solve_univariate_inequality(ineq1, p, relational=False)
solution2 = sp.solve_univariate_inequality(ineq2, p, relational=False)

# Find the intersection of the solutions
final_solution = solution1.intersect(solution2)

# Print the result and confidence level
print(f"RESULT: {final_solution}")
print(f"CONFIDENCE: 100")
