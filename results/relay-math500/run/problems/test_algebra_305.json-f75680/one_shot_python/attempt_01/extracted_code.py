from sympy import symbols, simplify, Rational

# Define the variable and the function
x = symbols('x')
f = 2*x / (x**2 - 5*x - 14)

# Factorize the denominator to find vertical asymptotes
denominator = x**2 - 5*x - 14
factored_denominator = simplify(denominator)
vertical_asymptotes = [i for i in factors_denominator.as_ordered_factors() if i == 0]

# Find the horizontal asymptote by taking the limit as x approaches infinity
horizontal_asymptote = simplify(f.limit(x, float('inf')))

# Print the results
print(f"RESULT: {vertical_asymptotes[0] + vertical_asymptotes[-1]} + {horizontal_asymptote}")
print(f"CONFIDENCE: 100")
