from sympy import symbols, expand

# Define the variable and the expression
x = symbols('x')
expression = 10*x**2 - x - 24

# Factorize the expression
factored_expression = expand((x + 8) * (3*x - 1))

# Check if the factorization matches the original expression
if expanded(factored_expression) == expression:
    AB_plus_B = 1*8 + 3*(-1)
else:
    AB_plus_B = None

print(f"AB_plus_B: {AB_plus_B}")
