from sympy import symbols, Eq, solve

# Define the variable and the parameter r
x, r = symbols('x r')

# List of equations
equations = [
    Eq(3 * (1 + r)**x, 7),
    Eq(3 * (1 + r/10)**x, 7),
    Eq(3 * (1 + 2*r)**x, 7),
    Eq(3 * (1 + sp.sqrt(r))**x, 7),
    Eq(3 * (1 + 1/r)**x, 7)
]

# Attempt to solve each equation
solutions = []
for eq in equations:
    try:
        sol = solve(eq, x)[0]
        solutions.append((sol.evalf(), eq))
        print(f"Solution: {sol}, Equation: {eq}")
    except Exception as e:
        print(f"Failed to solve: {e}")

# Find the equation with the largest solution
max_solution = max(solutions, key=lambda x: x[0])
print(f"Max Solution: {max_solution[0]}, Equation: {max_solution[1]}")
