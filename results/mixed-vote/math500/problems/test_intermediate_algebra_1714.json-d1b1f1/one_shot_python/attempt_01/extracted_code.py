from sympy import symbols, solve, S

# Define the variable
x = symbols('x')

# Define the inequality
inequality = 1 / (x - 5) > 0

# Solve the inequality
solution = solve(inequality, x)

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
