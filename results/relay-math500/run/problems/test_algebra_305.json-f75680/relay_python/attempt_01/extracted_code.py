# Import necessary libraries
import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = 2*x / (x**2 - 5*x - 14)

# Find the roots of the denominator to determine asymptotes
denominator_roots = sp.solve(x**2 - 5*x - 14, x)
a, b = denominator_roots

# Determine the horizontal asymptote by dividing the leading coefficients
c = sp.limit(f, x, sp.oo)

# Calculate a + b + c
result = a + b + c
confidence = 100  # Since we have solved the problem exactly, we give it 100% confidence

print(result)
print(confidence)
