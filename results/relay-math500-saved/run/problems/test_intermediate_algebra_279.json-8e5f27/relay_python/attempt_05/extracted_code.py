# Import necessary libraries
from sympy import symbols, factor

# Define the variable and the polynomial
x = symbols('x')
polynomial = x**8 + 3*x**4 - 4

# Factor the polynomial
factored_polynomial = factor(polynomial)

# Extract the coefficients
coefficients = factored_polynomial.as_coefficients_dict().values()

# Compute p1(1) + p2(1) + ... + p_k(1)
result = sum(coef for coef in coefficients)

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
