# Importing necessary libraries
from sympy import symbols, Eq, solve

# Defining the variable and equation
x = symbols('x')
equation = Eq(10**x - 10, 9990)

# Solving the equation
solution = solve(equation, x)[0]

# Printing the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
