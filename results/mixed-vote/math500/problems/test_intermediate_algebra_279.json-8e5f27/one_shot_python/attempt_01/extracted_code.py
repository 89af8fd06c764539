from sympy import symbols, factor

# Define the variable
x = symbols('x')

# Define the polynomial equation
polynomial = x**8 + 3*x**4 - 4

# Factor the polynomial
factored_polynomial = factor(polynomial)

# Extract the non-constant factors
non_constant_factors = [poly for poly in factored_polynomial.as_poly().all_coeffs() if poly != 1]

# Compute p1(1) + p2(1) + ... + pk(1)
result = sum(factor(poly.subs(x, 1)) for poly in non_constant_factors)

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
