# Import necessary libraries
from sympy import symbols, Eq, sqrt

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(sqrt(11 - 2*x) + 4, x)

# Solve the equation
try:
    solution = equation.solve(x)
    print(f"Result: {solution}")
except NameError:
    print("CONFIDENCE: 0")
