from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(3 + 1/x, 7/x)

# Solve the equation
solution = solve(equation, x)

# Print the result and confidence level
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")  # Since we have a single solution, it's very confident
