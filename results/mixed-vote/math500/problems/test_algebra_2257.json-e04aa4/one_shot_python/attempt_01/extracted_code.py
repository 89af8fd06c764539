from sympy import symbols, Eq, solve, sqrt

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(sqrt(2*x) / sqrt(3*x - 1), 3/2)

# Solve the equation
solution = solve(equation, x)

# Print the result and confidence level
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")  # Since we have a single solution, it's very confident
