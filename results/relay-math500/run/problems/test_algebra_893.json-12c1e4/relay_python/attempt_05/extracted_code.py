# Import necessary libraries
from sympy import symbols, expand

# Define the variables
t = symbols('t')
a, b = symbols('a b')

# Define the polynomials
poly1 = 3*t**2 + 5*t + a
poly2 = 4*t**2 + b*t - 2

# Multiply the polynomials
result_poly = expand(poly1 * poly2)

# Extract coefficients of t^4, t^3, t^2, t, and constant term
coeffs = [result_poly.coeff(t, i) for i in range(5)]
a_val = coeffs[0]
b_val = coeffs[3]

# Print the result and confidence
print(f"RESULT: {a_val + b_val}")
print(f"CONFIDENCE: 100")
