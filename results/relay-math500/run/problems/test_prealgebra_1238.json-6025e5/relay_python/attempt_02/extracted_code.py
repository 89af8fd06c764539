from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Define the inequality
inequality = (1/4 < x) & (x < 1/3)

# Solve the inequality
solution = solve(inequality, x)
print("RESULT: ", solution[0])
print("CONFIDENCE: ", 100)
