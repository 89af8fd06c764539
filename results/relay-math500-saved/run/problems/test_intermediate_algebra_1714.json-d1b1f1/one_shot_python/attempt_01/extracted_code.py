# Importing necessary libraries
from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Solve the inequality
solution = solve(1/(x - 5) > 0, x)

# Display the result and confidence level (100 for this problem)
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
