import sympy as sp

# Define the variable and the polynomial
x = sp.symbols('x')
polynomial = 3*x**4 + x**3 - 25*x**2 + 38*x - 17

# Solve for f(x)
f = sp.solve((x-1)*polynomial, f)[0]

# Get the degree of f
degree_f = len(f.as_poly().all_coeffs())

# Print the result and confidence
print(f"RESULT: {f}")
print(f"CONFIDENCE: 100")
