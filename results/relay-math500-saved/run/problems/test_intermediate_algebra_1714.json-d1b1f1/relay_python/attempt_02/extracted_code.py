from sympy import symbols, solve

x = symbols('x')
inequality = 1 / (x - 5) > 0

# Solve the inequality
solution = solve(inequality, x)
print(solution)
