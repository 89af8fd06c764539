from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Define the inequality
inequality = -4 < x**4 + 4*x**2 < 21

# Solve the inequality
solution = solve(inequality, x)

print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
