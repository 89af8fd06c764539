import sympy as sp

x = sp.symbols('x')

# Solve the equation |x+5|-|3x-6|=0
solutions = sp.solve_univariate_inequality(sp.Abs(x + 5) - sp.Abs(3*x - 6), x, relational=False)

# Find the largest possible value of x in the solution set
largest_x = max(solutions)
print(f"RESULT: {largest_x}")
print(f"CONFIDENCE: 100")
