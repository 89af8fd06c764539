from sympy import symbols, Eq, solve

# Define the variable and equation
x = symbols('x')
equation = Eq(x, sqrt(11 - 2*x) + 4)

# Solve the equation
solutions = solve(equation, x)
print(solutions)
