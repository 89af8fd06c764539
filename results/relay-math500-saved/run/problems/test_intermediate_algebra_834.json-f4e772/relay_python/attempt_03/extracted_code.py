from sympy import symbols, solve

# Define the variables
x, y = symbols('x y')

# Define the equations
eq1 = sp.log(x - y, 6) + sp.log(x + y, 6) - 2
eq2 = sp.log(5*x, y) - 2

# Solve the system of equations
solutions = solve((eq1, eq2), (x, y))
print(solutions)
