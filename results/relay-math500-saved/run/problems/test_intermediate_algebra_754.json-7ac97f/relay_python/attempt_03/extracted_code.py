import sympy as sp

# Define the variable and the equations
r = sp.symbols('r', positive=True, real=True)
x = sp.symbols('x')

# Define the equations
eq_A = 3 * (1 + r)**x - 7
eq_B = 3 * (1 + r/10)**x - 7
eq_C = 3 * (1 + 2*r)**x - 7
eq_D = 3 * (1 + sp.sqrt(r))**x - 7
eq_E = 3 * (1 + 1/r)**x - 7

# Solve the equations for x
solutions_A = sp.solve(eq_A, x)
solutions_B = sp.solve(eq_B, x)
solutions_C = sp.solve(eq_C, x)
solutions_D = sp.solve(eq_D, x)
solutions_E = sp.solve(eq_E, x)

# Filter out non-real solutions and evaluate numeric values
numerical_solutions_A = [sol.evalf() for sol in solutions_A if sol.is_real]
numerical_solutions_B = [sol.evalf() for sol in solutions_B if sol.is_real]
numerical_solutions_C = [sol.evalf() for sol in solutions_C if sol.is_real]
numerical_solutions_D = [sol.evalf() for sol in solutions_D if sol.is_real]
numerical_solutions_E = [sol.evalf() for sol in solutions_E if sol.is_real]

# Find the largest solution
largest_solution = max(numerical_solutions_A + numerical_solutions_B + numerical_solutions_C + numerical_solutions_D + numerical_solutions_E, key=lambda x: x if sp.im(x).evalf() == 0 else float('-inf'))

print("RESULT:", largest_solution)
print("CONFIDENCE:", int(100 * (largest_solution - sp.symbols('r')) / sp.symbols('r')))
