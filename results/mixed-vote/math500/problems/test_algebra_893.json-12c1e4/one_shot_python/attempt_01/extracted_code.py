from sympy import symbols, expand

# Define the variables
t = symbols('t')
a, b = symbols('a b')

# Define the polynomials
poly1 = 3*t**2 + 5*t + a
poly2 = 4*t**2 + b*t - 2

# Compute the product of the polynomials
product_poly = expand(poly1 * poly2)

# Extract the coefficients of the resulting polynomial
coeffs = [product_poly.coeff(t, i) for i in range(5)]

# The coefficients are in the order: t^4, t^3, t^2, t, constant
# We need to match these with the given polynomial 12t^4 + 26t^3 - 8t^2 - 16t + 6
# So we can set up the following equations:
# 12 = coeffs[0]
# 26 = coeffs[1]
# -8 = coeffs[2]
# -16 = coeffs[3]
# 6 = coeffs[4]

# Solve for a and b
a_value = solve(coeffs[0] - 12, a)[0]
b_value = solve(coeffs[1] - 26, b)[0]

# Calculate the final answer and confidence
result = f"RESULT: {a_value + b_value}"
confidence = 100

print(result)
print(confidence)
