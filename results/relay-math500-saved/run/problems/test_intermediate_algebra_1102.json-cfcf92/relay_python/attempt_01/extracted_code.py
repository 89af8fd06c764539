# Import necessary libraries
from sympy import symbols, solve

# Define the variable and the polynomial equation
x = symbols('x')
polynomial = x**4 + 5*x**3 + 9*x**2 - x - 14

# Find all integer roots
integer_roots = [root for root in solve(polynomial, x) if root.is_integer]

# Print the result and confidence level
print(f"RESULT: {', '.join(map(str, integer_roots))}")
print(f"CONFIDENCE: 100")
