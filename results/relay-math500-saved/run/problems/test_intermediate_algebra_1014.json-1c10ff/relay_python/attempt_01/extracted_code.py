# Import necessary libraries
import sympy as sp

# Define the variables and given constraint
a, b = sp.symbols('a b', positive=True)
constraint = a * b**2 - 5

# Express b in terms of a using the constraint
b_expr = sp.solve(constraint, b)[0]

# Define the expression to minimize: a^4 + b^8
expression_to_minimize = a**4 + b_expr**8

# Take the derivative with respect to a and solve for critical points
derivative = sp.diff(expression_to_minimize, a)
critical_points = sp.solve(derivative, a)

# Evaluate the expression at the critical points to find the minimum value
min_value = float('inf')
for point in critical_points:
    if point > 0:  # Ensure the solution is positive
        value = expression_to_minimize.subs(a, point)
        if value < min_value:
            min_value = value

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 85")  # Example confidence level based on observed behavior
