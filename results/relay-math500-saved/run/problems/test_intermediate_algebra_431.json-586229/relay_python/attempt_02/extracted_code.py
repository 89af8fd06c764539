import sympy as sp

# Define the variables
a, b = sp.symbols('a b')

# Define the expression
expression = a*b + 5*b + 2*a + 10

# Factorize the expression
factored_expression = sp.factor(expression)

print(factored_expression)
