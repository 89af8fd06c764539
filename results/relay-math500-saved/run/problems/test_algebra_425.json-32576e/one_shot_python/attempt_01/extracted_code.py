import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation |x-4| - 10 = 2
equation = sp.Abs(x - 4) - 10 - 2

# Solve the equation for x
solutions = sp.solve(equation, x)

# Calculate the product of all possible values of x
product_of_solutions = sp.prod(solutions)

# Print the result and confidence
print(f"RESULT: {product_of_solutions}")
print(f"CONFIDENCE: 100")
