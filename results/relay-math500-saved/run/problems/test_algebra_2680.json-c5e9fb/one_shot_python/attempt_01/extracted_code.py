# Simplify the expression (10r^3)(4r^6)/(8r^4)

from sympy import symbols, simplify

# Define the variable
r = symbols('r')

# Define the expression
expression = (10*r**3) * (4*r**6) / (8*r**4)

# Simplify the expression
simplified_expression = simplify(expression)

# Print the result and confidence level
print(f"RESULT: {simplified_expression}")
print(f"CONFIDENCE: 100")
