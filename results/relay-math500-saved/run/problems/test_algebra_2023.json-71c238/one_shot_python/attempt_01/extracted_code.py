# Import necessary libraries
import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = sp.sqrt(x - 1) / (x - 2)

# Solve the equation f(x) = 0 for x
solutions = sp.solve(f, x)

# Filter out the real solutions
real_solutions = [sol.evalf() for sol in solutions if sol.is_real]

# Find the smallest possible integer value of x
smallest_x = min([int(sol) for sol in real_solutions])

# Print the result and confidence level
RESULT: smallest_x
CONFIDENCE: 100
