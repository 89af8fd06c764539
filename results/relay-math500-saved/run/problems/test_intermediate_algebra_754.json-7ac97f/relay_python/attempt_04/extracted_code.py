from sympy import symbols, solve, log

# Define the variable and parameter
x, r = symbols('x r')

# List of equations
equations = [
    3 * (1 + r)**x - 7,
    3 * (1 + r/10)**x - 7,
    3 * (1 + 2*r)**x - 7,
    3 * (1 + sp.sqrt(r))**x - 7,
    3 * (1 + 1/r)**x - 7
]

# Solve each equation and find the largest solution
numerical_solutions = [solve(eq, x) for eq in equations if sp.im(eq).evalf() == 0]
largest_solution = max(numerical_solutions, key=lambda x: x[0] if len(x) > 0 else float('-inf'))

# Print the largest solution and its confidence
RESULT = f"The largest solution is {largest_solution[0].evalf()} with a confidence of 100."
CONFIDENCE = 100
