from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq((x - 3)**3 + (x - 7)**3, (2*x - 10)**3)

# Solve the equation
roots = solve(equation, x)
print(roots)
