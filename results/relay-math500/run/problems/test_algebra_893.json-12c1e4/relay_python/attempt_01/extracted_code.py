# Import necessary libraries
from sympy import symbols, expand

# Define variables
t = symbols('t')

# Define the polynomials
poly1 = 3*t**2 + 5*t + symbols('a')
poly2 = 4*t**2 + symbols('b') - 2

# Compute the product of the two polynomials
product_poly = expand(poly1 * poly2)

# Extract coefficients a and b from the expanded polynomial
a_value = product_poly.coeff(t, 0)
b_value = product_poly.coeff(t, 1)

# Print the result and confidence level (100% for this problem)
print(f"RESULT: {a_value + b_value}")
print(f"CONFIDENCE: 100")
