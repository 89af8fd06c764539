# Importing the necessary package
from sympy import symbols, div

# Defining the variable and the expression
x = symbols('x')
expression = x**9 + 1

# Performing polynomial division
quotient, remainder = div(expression, x - 1)

# Printing the result and confidence level
print("RESULT:", quotient)
print("CONFIDENCE:", 100)  # Since we are dividing by a simple linear divisor, the confidence is high
