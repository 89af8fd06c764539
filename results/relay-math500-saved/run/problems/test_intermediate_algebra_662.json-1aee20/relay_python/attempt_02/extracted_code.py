from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(( (x+1)*(x-3)/(5*(x+2)*(x-4)) + (x+3)*(x-5)/(9*(x+4)*(x-6)) - (2*(x+5)*(x-7))/(13*(x+6)*(x-8)), 92/585))

# Solve the equation
roots = solve(equation, x)
print(roots)
