# Define the inequality and solve for x
from sympy import symbols, solve

x = symbols('x')
inequality = x**2 - 5*x - 4 <= 10
solution = solve(inequality, x)
print(solution)
