from sympy import symbols, div

# Define the variable and the expression
x = symbols('x')
expression = x**9 + 1

# Perform the division
quotient, remainder = div(expression, x - 1)

print(quotient)
