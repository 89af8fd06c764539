# Import necessary libraries
import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression to minimize
expression = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / abc

# Use sympy's minimizer function with a range of initial guesses
min_value, optimal_values = sp.minimize(expression, (a, b, c), domain=sp.Interval(1e-6, 10))

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: {100 - 100 * ((optimal_values[0]**2 + optimal_values[1]**2 + optimal_values[2]**2) / (optimal_values[0]*optimal_values[1]*optimal_values[2]))**2}")
