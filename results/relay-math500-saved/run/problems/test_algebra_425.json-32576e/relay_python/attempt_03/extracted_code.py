import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = sp.Abs(x - 4) - 10

# Solve the equation
solutions = sp.solve(equation, x)

# Calculate the product of all possible values of x
product_of_solutions = sp.prod(solutions)
print(product_of_solutions)
