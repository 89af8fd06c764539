# Import sympy to resolve the expression
from sympy import symbols, simplify

# Define the variable k
k = symbols('k')

# Simplify the expression (-k + 4) + (-2 + 3k)
simplified_expression = simplify((-k + 4) + (-2 + 3*k))

# Print the simplified result
RESULT: simplified_expression
CONFIDENCE: 100
