from sympy import symbols, Eq, solve

# Define the variable and equation
x = symbols('x')
equation = Eq((x/2 - 3)**2 + y**2, 10)

# Solve the equation
solutions = solve(equation, y)
print(f"RESULT: {solutions}")
print("CONFIDENCE: 100")
