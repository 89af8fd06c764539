import sympy as sp

# Define the polynomial equation
x = sp.symbols('x')
polynomial_eq = x**8 + 3*x**4 - 4

# Find all non-constant factorizations of the polynomial
factors = sp.factor_list(polynomial_eq)

# Extract leading coefficients of each factor
leading_coefficients = [factor[0] for factor in factors]

# Compute the sum of leading coefficients
result = sum(leading_coefficients)

# Print the result and confidence level
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
