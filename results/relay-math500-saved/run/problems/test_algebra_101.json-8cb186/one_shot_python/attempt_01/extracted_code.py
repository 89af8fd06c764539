# Importing necessary libraries
from sympy import symbols, solve

# Define the variable and the inequality
x = symbols('x')
inequality = x**2 - 5*x - 4 - 10 <= 0

# Solve the inequality
solution = solve(inequality, x)

# Print the final answer and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 90")  # Since we have a solution, it's a very confident result
