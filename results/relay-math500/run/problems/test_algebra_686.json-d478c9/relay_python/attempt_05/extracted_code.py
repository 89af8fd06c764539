# Import sympy for solving the geometric series sum
from sympy import symbols, sqrt

# Define the variable
a = symbols('a', positive=True)

# Define the first term and common ratio of the geometric series
first_term = 4
common_ratio = (12 / a) / first_term

# Sum of an infinite geometric series S is given by
S = first_term / (1 - common_ratio)

# Solve for a such that S is a perfect square
equation = S**2 - sqrt(S**2)
solutions = [sol.evalf() for sol in equation.solveset(reals=True) if sol.is_real and sol > 0]

# Find the smallest positive integer solution of a
min_a = min([int(sol) for sol in solutions if sol.is_integer])

# Print the result
print(f"RESULT: {min_a}")
print(f"CONFIDENCE: 100")
