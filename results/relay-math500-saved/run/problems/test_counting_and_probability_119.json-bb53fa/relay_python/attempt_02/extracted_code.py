from sympy import expand

# The given expression
expr = (10*x**3 - 1/(2*x**2))**5

# Expand the expression to find the constant term
constant_term = expand(expr)

# Display the constant term
print("Result:", constant_term)
