# Import necessary library
from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Set up the equation
equation = Eq(3 + 1/x, 7/x)

# Solve the equation
solution = solve(equation, x)

# Print the final answer and confidence level
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")
