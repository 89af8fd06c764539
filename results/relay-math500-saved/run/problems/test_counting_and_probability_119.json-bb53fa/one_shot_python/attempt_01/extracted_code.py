import sympy as sp

x = sp.symbols('x')
expr = (10*x**3 - 1/(2*x**2))**5

# Expand the expression
expanded_expr = sp.expand(expr)

# Extract the constant term
constant_term = expanded_expr.as_coefficients_dict().get(x**0, 0)

# Calculate confidence
confidence = 100

print(f"RESULT: {constant_term}")
print(f"CONFIDENCE: {confidence}")
