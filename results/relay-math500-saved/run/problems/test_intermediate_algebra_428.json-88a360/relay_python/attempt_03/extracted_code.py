from sympy import symbols, Eq, solve

# Define the variable and the equation
x = symbols('x')
equation = Eq((x - 3)**3 + (x - 7)**3, (2*x - 10)**3)

# Solve the equation
roots = solve(equation, x)
print(f"Roots: {roots}")
