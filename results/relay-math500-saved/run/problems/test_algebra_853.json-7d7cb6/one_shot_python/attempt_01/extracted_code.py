from sympy import symbols, solve, sqrt

# Define the variable and equation
x = symbols('x')
equation = x**2 - 3

# Solve for x values that are on the graph of y = 1/sqrt(2) * (x^2 - 3)
solutions = solve(equation / sqrt(2), x)

# Calculate the distances from the origin to each solution
distances = [sqrt(sol**2 + 0**2) for sol in solutions]

# Find the minimum distance
min_distance = min(distances)

# Express the minimum distance as sqrt(a)/b
a, b = min_distance.as_numer_denom()
if a % (b**2) == 0:
    a //= b**2

print(f"RESULT: {sqrt(a)} / {b}")
print(f"CONFIDENCE: 100")
