# Solve the equation 3x + 2(1 + x) = 17 for x
from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(3*x + 2*(1 + x), 17)

# Solve the equation
solution = solve(equation, x)[0]

# Calculate the value of 6x + 5
result = 6*solution + 5

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
