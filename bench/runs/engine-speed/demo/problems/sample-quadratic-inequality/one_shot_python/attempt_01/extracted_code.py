from sympy import symbols, solve, simplify

# Define the variable and inequality
x = symbols('x')
inequality = x**2 - 5*x + 4 < 0

# Solve the inequality
solution = solve(inequality, x)

print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
