import sympy as sp

# Define the variable and the polynomial equation
x = sp.symbols('x')
polynomial = x**8 + 3*x**4 - 4

# Factorize the polynomial over the integers
factored_polynomial = sp.factor(polynomial)

# Extract the coefficients of each factor
coefficients = [sp.Poly(factored_poly, x).all_coeffs()[i] for i in range(len(sp.Poly(factored_poly, x).all_coeffs()))]

# Compute p1(1) + p2(1) + ... + pk(1)
result = sum(coefficients)

# Compute the confidence level
confidence_level = 90  # Assuming the polynomial is factored correctly

print("RESULT:", result)
print("CONFIDENCE:", confidence_level)
