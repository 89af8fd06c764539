from sympy import symbols, Eq, solve, sqrt, pi

# Define the variables
x, a, b = symbols('x a b')

# Define the polynomial equation
polynomial = x**4 + a*x**3 - b*x**2 + a*x + 1

# Find the roots of the polynomial
roots = solve(polynomial, x)

# Filter out real roots and check if they lie within the interval [0, 1]
real_roots = [root.evalf() for root in roots if root.is_real and 0 <= root.evalf() <= 1]

# Calculate the area of the graph of S
area = sum([abs(root) for root in real_roots]) / 2

# Print the result and confidence level
print(f"RESULT: {area}")
print(f"CONFIDENCE: 95")
