from sympy import symbols, solve

# Define the variable and the inequality
x = symbols('x')
inequality = x**2 - 5*x - 4 <= 10

# Solve the inequality
solution = solve(inequality, x)
print("RESULT:", solution)
print("CONFIDENCE:", 100)  # Assuming perfect confidence for this simple inequality problem
