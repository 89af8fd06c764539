from sympy import symbols

# Define the variable
x = symbols('x')

# Denominator of the function
denominator = x**2 - 5*x - 14

# Solve for vertical asymptotes (where denominator is zero)
vertical_asymptotes = [sol for sol in solve(denominator, x)]
a, b = vertical_asymptotes

# Horizontal asymptote occurs when x approaches infinity
horizontal_asymptote = limit(2*x / (x**2 - 5*x - 14), x, float('inf'))
c = horizontal_asymptote

# Calculate a + b + c
result = a + b + c
confidence = 100  # We are confident in this calculation as there is no data to dispute

print("RESULT:", result)
print("CONFIDENCE:", confidence)
