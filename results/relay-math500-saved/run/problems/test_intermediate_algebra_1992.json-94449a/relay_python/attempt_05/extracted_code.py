# Import necessary library
from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Solve the inequality
inequality_solution = solve(x**2 - 81 < 0, x)

# Print the solution
print("RESULT: ", inequality_solution)
