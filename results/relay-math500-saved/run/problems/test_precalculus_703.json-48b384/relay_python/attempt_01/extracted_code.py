# Import necessary libraries
import sympy as sp

# Define the variable
z = sp.symbols('z')

# Define the polynomial equation
polynomial = z**8 - z**7 + z**6 - z**5 + z**4 - z**3 + z**2 - z + 1

# Find the roots of the polynomial
roots = sp.solve(polynomial, z)

# Filter out the complex roots and their arguments
complex_roots = [root for root in roots if not sp.im(root).is_zero]
theta_values = [sp.arg(root) for root in complex_roots]

# Sum all possible values of theta
result = sum(theta_values)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
