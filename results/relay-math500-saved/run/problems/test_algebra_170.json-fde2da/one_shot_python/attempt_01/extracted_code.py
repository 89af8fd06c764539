# Importing necessary libraries
from sympy import symbols, Eq, solve

# Defining the variable and equation
x = symbols('x')
equation = Eq(abs(x - 2), 5.6)

# Solving the absolute value inequality
solution = solve(equation, x)
print(f"RESULT: {len(solution)}")
print(f"CONFIDENCE: 100")
