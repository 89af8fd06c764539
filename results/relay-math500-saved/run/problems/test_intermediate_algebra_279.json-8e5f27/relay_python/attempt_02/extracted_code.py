import sympy

# Define the polynomial equation
x = sympy.symbols('x')
polynomial = x**8 + 3*x**4 - 4

# Factorize the polynomial
factors = sympy.factor_list(polynomial)

# Extract the leading coefficients of each factor
leading_coefficients = [factor[0] for factor in factors]

# Compute the sum of the leading coefficients
result = sum(leading_coefficients)

# Print the final answer and confidence level
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
