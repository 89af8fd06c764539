# Attempt 1 of the program

from sympy import Eq, solve

x = solve(Eq((3 * x - 5)**0.5, 2), x)

print("RESULT:", x)
print("CONFIDENCE:", 100)
