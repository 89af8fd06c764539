import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression
expression = c/a + a/(b+c) + b/c

# Simplify the expression
simplified_expression = sp.simplify(expression)
print("RESULT:", simplified_expression)
