import sympy as sp

# Define the variable and the function
x = sp.symbols('x')
f = 2*x / (x**2 - 5*x - 14)

# Simplify the function
f_simplified = sp.simplify(f)

# Find the vertical asymptotes by setting the denominator equal to zero
vertical_asymptotes = sp.solve(x**2 - 5*x - 14, x)
a, b = vertical_asymptotes

# Find the horizontal asymptote as the limit of f(x) as x approaches infinity or negative infinity
horizontal_asymptote = sp.limit(f_simplified, x, sp.oo)

# Print the results
RESULT: a + b + horizontal_asymptote
CONFIDENCE: 100
