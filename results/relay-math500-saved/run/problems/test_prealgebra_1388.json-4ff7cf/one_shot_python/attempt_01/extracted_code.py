# Import necessary library
from sympy import symbols, Eq

# Define the variable
x = symbols('x')

# Define the equation based on the problem statement
equation = Eq((3*x - 9) / 2, x + 37)

# Solve the equation for x
solution = equation.solve(x)[0]

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
