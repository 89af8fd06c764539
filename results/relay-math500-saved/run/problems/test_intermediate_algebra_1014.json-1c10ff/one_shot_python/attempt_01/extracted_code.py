import sympy as sp

# Define the variables
a, b = sp.symbols('a b', positive=True)

# Given constraint: ab^2 = 5
constraint = a * b**2 - 5

# Solve the constraint for one variable in terms of the other
b_expr = sp.solve(constraint, b)[0]

# Define the expression to minimize: a^4 + b^8
expression = a**4 + b_expr**8

# Simplify the expression
expression_simplified = sp.simplify(expression)

# Find the critical points by taking the derivative with respect to a and setting it to zero
critical_points = sp.solve(sp.diff(expression_simplified, a), a)

# Evaluate the expression at the critical points to find the minimum value
min_value = min(expression_simplified.subs(a, point) for point in critical_points if point > 0)

# Calculate the confidence level by checking the second derivative at the critical points
second_derivative = sp.diff(sp.diff(expression_simplified, a), a)
confidence_level = [2 * (sp.sign(second_derivative)) + 1 for value in critical_points if value > 0][0]

# Print the final answer and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: {confidence_level}")
