# Import sympy to allow mathematical operations
from sympy import symbols, Eq, solve

# Define the variable and the equation
x = symbols('x')
equation = Eq(x/2 + x/3, 5)

# Solve the equation
solution = solve(equation, x)
result = solution[0]

# Calculate the confidence level
confidence = int(100 * (1 - 0))  # Assume no uncertainty for simplicity

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
