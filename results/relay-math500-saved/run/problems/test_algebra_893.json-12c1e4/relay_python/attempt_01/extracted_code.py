# Import necessary libraries
from sympy import symbols, expand

# Define the variables
t = symbols('t')

# Define the polynomials
poly1 = 3*t**2 + 5*t + symbols('a')
poly2 = 4*t**2 + symbols('b') - 2

# Multiply the polynomials and expand the result
result_poly = expand(poly1 * poly2)

# Extract coefficients a and b
a_val = result_poly.coeff(t, 0)
b_val = result_poly.coeff(t, 1)

# Print the final answer and confidence level
print(f"RESULT: {a_val + b_val}")
print(f"CONFIDENCE: 95")
