import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = 2*x / (x**2 - 5*x - 14)

# Find the vertical asymptotes by solving the denominator equal to zero
vertical_asymptotes = sp.solve(x**2 - 5*x - 14, x)
a, b = vertical_asymptotes

# Find the horizontal asymptote by taking the limit as x approaches infinity
horizontal_asymptote = sp.limit(f, x, sp.oo)

# Print the results
print(f"RESULT: {a + b + horizontal_asymptote}")
print(f"CONFIDENCE: 100")
