import sympy as sp

# Define the variables and the polynomial
x = sp.symbols('x')
polynomial = 10*x**2 - x - 24

# Factorize the polynomial
factors = sp.factor(polynomial)

# Extract the coefficients A and B from the factors
A, B = factors.as_coefficients_dict()[x]

# Calculate AB + B
result = A * B + B

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
