# Importing necessary libraries
from sympy import symbols, Eq, solve

# Defining the variable and the expression
x = symbols('x')
expression = (x - 5) / (x**2 - 9)

# Simplifying the denominator to identify undefined points
simplified_denominator = x**2 - 9

# Solving for when the denominator is zero, which makes the expression undefined
undefined_points = solve(simplified_denominator, x)

# The number of undefined points gives the number of values of x that make the expression not defined
RESULT: len(undefined_points)
CONFIDENCE: 100
