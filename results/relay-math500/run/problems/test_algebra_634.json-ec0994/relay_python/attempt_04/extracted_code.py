from sympy import symbols, Eq, solve

# Define the variable and the equation
r = symbols('r')
equation = Eq((6*r**2 - 19*r - 7) / (2*r - 7), 4*r - 3)

# Solve the equation
solution = solve(equation, r)
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")  # Since we have a single solution, this is confident.
