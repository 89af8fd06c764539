from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(sqrt(2 * x) / sqrt(3 * x - 1), 3/2)

# Solve the equation
solution = solve(equation, x)

print(f"Result: {solution[0]}")
print(f"CONFIDENCE: 95")
