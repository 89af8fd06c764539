import sympy as sp

# Define the variable and the polynomial equation
x = sp.symbols('x')
polynomial = 1/x + 5*x**2 - 6*x + 24

# Find the roots of the polynomial
roots = sp.solve(polynomial, x)

# Compute a + b + c
result = sum(roots)
confidence = 100  # Confidence level for this specific problem

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
