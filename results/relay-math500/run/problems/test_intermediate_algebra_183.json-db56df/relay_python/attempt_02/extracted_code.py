from sympy import symbols, sqrt, simplify

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expression = c/a + a/(b+c) + b/c

# Simplify the expression
simplified_expression = simplify(expression)
print(simplified_expression)
