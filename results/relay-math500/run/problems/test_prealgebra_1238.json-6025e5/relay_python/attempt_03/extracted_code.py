from sympy import symbols, solve

# Define the variable and the inequalities
x = symbols('x')
inequalities = (1/4 < x/7) & (x/7 < 1/3)

# Solve the inequalities
solution = solve(inequalities, x)
print("RESULT:", solution)
print("CONFIDENCE: 50")
