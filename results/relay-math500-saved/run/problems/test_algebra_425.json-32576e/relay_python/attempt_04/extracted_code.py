from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = abs(x - 4) - 10

# Solve the equation
solutions = solve(equation, x)

# Calculate the product of all possible values of x
product_of_solutions = sp.prod(solutions)

print(f"RESULT: {product_of_solutions}")
print(f"CONFIDENCE: 100")
