from sympy import symbols, solve, Eq

# Define the variable and the inequality
x = symbols('x')
inequality = x**2 - 5*x - 4 <= 10

# Solve the inequality
solution = solve(inequality, x)

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
