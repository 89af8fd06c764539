from sympy import symbols, simplify

# Define the variable
k = symbols('k')

# Simplify the expression
result = simplify((-k + 4) + (-2 + 3*k))

# Print the result and confidence
RESULT: result
CONFIDENCE: 100
