from sympy import sqrt, Eq

# Define the equation to solve
equation = Eq(sqrt(11 - 2*x) + 4, x)

# Solve the equation
solution = sqrt(11 - 2*x).subs(sqrt(11 - 2*x), (sqrt(11 - 2*x)**2)/2).subs((sqrt(11 - 2*x)**2)/2, sqrt(11 - 2*x))

print(f"Solution found: x = {solution}")
