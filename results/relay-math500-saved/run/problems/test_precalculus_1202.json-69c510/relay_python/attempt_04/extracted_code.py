from sympy import symbols, expand

# Define the variable
x = symbols('x')

# Define the polynomial with integer roots
k = 1
polynomial = (x - 0.732) * (x - 0.866) * (x - k)

# Expand the polynomial
expanded_polynomial = expand(polynomial)
print(expanded_polynomial)
