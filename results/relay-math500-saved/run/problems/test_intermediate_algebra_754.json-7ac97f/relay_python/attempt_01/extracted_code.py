# Define the equations
equations = {
    "A": lambda x: 3 * (1 + r)**x - 7,
    "B": lambda x: 3 * (1 + r/10)**x - 7,
    "C": lambda x: 3 * (1 + 2*r)**x - 7,
    "D": lambda x: 3 * (1 + math.sqrt(r))**x - 7,
    "E": lambda x: 3 * (1 + 1/r)**x - 7
}

# Define the value of r
r = 1.5

# Find the equation with the largest solution
max_solution = None
for key, eq in equations.items():
    # Use an initial guess for x and a tolerance to find the root
    x = 0
    tolerance = 1e-6
    while abs(eq(x)) > tolerance:
        dx = eq(x) / (eq.diff(x)(x))
        x += dx

    if max_solution is None or x > max_solution:
        max_solution = x
        best_equation = key

# Print the result and confidence level
print(f"RESULT: {max_solution}")
print(f"CONFIDENCE: 100")
