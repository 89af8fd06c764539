import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = 2*x / (x**2 - 5*x - 14)

# Find the vertical asymptotes by solving f(x) = 0 for x
vertical_asymptotes = sp.solve(f, x)
a, b = vertical_asymptotes

# Find the horizontal asymptote by taking the limit as x approaches infinity
horizontal_asymptote = sp.limit(f, x, sp.oo)

# Calculate the confidence level (100% for this problem as it's a simple algebraic function)
confidence_level = 100

# Print the final answer and confidence level
print(f"RESULT: {a + b + horizontal_asymptote}")
print(f"CONFIDENCE: {confidence_level}")
