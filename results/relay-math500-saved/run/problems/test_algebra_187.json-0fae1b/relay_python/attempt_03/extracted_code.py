from sympy import symbols, Eq, solve

# Define the polynomial equation
x = symbols('x')
equation = Eq((x-1)*f(x), 3*x**4 + x**3 - 25*x**2 + 38*x - 17)

# Solve for f(x)
f = solve(equation, f)[0]

# Find the degree of f
degree_of_f = len(f.as_ordered_terms())

# Print the result and confidence
print(f"RESULT: {degree_of_f}")
print(f"CONFIDENCE: 90")
