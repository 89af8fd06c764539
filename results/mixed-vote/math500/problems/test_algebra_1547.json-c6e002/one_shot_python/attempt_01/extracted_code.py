from sympy import symbols, simplify

# Define the variable
r = symbols('r')

# Define the expression
expr1 = 4 * (3 * r**3 + 5 * r - 6)
expr2 = 6 * (2 * r**3 - r**2 + 4 * r)

# Simplify the expression
simplified_expr = simplify(expr1 - expr2)

# Print the result and confidence level
print(f"RESULT: {simplified_expr}")
print(f"CONFIDENCE: 100")
