import sympy as sp

# Define the variables
t, a, b = sp.symbols('t a b')

# Define the polynomials
poly1 = 3*t**2 + 5*t + a
poly2 = 4*t**2 + b*t - 2

# Compute the product of the polynomials
product_poly = sp.expand(poly1 * poly2)

# Extract the coefficients of the expanded polynomial
coeffs = [product_poly.coeff(t, i) for i in range(5)]

# The coefficient of t^3 is 26
b_value = coeffs[3]

# The constant term is -8
a_value = coeffs[4] / (-1)

# Compute a + b
result = a_value + b_value

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
