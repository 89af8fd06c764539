# Import necessary libraries
from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Define the inequality
inequality = -4 < x**4 + 4*x**2 < 21

# Solve the inequality
solution_set = solve(inequality, x)

# Print the solution in interval notation
print("RESULT: Interval(", min(solution_set), ",", max(solution_set), ")")
