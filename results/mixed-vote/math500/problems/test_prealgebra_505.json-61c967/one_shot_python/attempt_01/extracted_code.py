from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x/2 + x/3, 5)

# Solve the equation
solution = solve(equation, x)[0]

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
