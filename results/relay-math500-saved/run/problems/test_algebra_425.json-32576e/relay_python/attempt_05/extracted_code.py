# Import necessary libraries
from sympy import symbols, solve

# Define the variable and equation
x = symbols('x')
equation = Abs(x - 4) - 10

# Solve the equation
solutions = solve(equation, x)

# Calculate the product of all possible values of x
product_of_solutions = math.prod(solutions)
print(f"Product of all possible values of x: {product_of_solutions}")

# Final result and confidence
result = f"Product of all possible values of x: {product_of_solutions}"
confidence = 100  # Assuming the solution is correct
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
