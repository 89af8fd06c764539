from sympy import symbols, Eq, solve

# Define the variable
k = symbols('k')

# Define the equation
equation = Eq((3**k)**6, 3**6)

# Solve the equation
solution = solve(equation, k)

# Print the result and confidence level
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")
