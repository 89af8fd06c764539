from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Define the inequality
inequality = (1/4) < x / 7 < (1/3)

# Solve the inequality
solution = solve(inequality, x)
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 90")
