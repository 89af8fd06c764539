from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Solve the inequality -4 < 2(x - 1) < 8
inequality = -4 < 2 * (x - 1) < 8

# Simplify the inequality
simplified_inequality = solve(inequality, x)

print(simplified_inequality)
