# Import necessary libraries
from sympy import symbols, limit

# Define the variable and function
x = symbols('x')
f = (4*x**3 + 2*x - 4) / (3*x**3 - 2*x**2 + 5*x - 1)

# Calculate the horizontal asymptote by taking the limit as x approaches infinity
horizontal_asymptote = limit(f, x, oo)
print(f"RESULT: {horizontal_asymptote}")
print("CONFIDENCE: 90")
