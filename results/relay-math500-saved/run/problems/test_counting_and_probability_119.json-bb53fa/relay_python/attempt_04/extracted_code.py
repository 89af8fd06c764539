from sympy import expand

# Define the expression and the variable
expr = (10 * 'x'**3 - 1/2 * 'x'**-2)**5

# Expand the expression
expanded_expr = expand(expr)

# Extract the constant term
constant_term = expanded_expr.coeff('x', 0)

print(f"RESULT: {constant_term}")
print("CONFIDENCE: 100")
