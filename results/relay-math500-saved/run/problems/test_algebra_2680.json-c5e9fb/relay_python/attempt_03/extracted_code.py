from sympy import simplify, symbols

# Define the variable
r = symbols('r')

# Simplify the expression
result = simplify((10 * r**3) * (4 * r**6) / (8 * r**4))

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 95")
