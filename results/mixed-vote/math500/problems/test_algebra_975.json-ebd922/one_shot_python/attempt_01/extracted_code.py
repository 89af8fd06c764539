from sympy import symbols, solve, Abs

# Define the variable
x = symbols('x')

# Define the function
f = 1 / (Abs(x**2 + 3*x - 4) + Abs(x**2 + 9*x + 20))

# Find the points where the denominator is zero
denominator_zeros = solve(Abs(x**2 + 3*x - 4) + Abs(x**2 + 9*x + 20), x)

# The domain of f is all real numbers except these zeros
domain = [x for x in symbols('x') if x not in denominator_zeros]

# Print the result and confidence level
print(f"RESULT: {domain}")
print(f"CONFIDENCE: 100")
