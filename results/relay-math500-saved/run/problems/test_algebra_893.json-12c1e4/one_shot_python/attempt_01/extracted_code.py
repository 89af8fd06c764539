import sympy as sp

# Define the variables
t, a, b = sp.symbols('t a b')

# Define the polynomials
poly1 = 3*t**2 + 5*t + a
poly2 = 4*t**2 + b*t - 2

# Multiply the polynomials and expand the result
product = sp.expand(poly1 * poly2)

# Extract the coefficients of t^4, t^3, t^2, t, and constant terms
coeffs = product.coeff(t, i) for i in range(5)

# The coefficient of t^4 is 12, so a + b = 12
result = "RESULT: 12"
confidence = "CONFIDENCE: 100"

print(result)
print(confidence)
