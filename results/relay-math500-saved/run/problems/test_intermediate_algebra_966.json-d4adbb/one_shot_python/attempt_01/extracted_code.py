import sympy as sp

# Define the variables
x, y, z = sp.symbols('x y z', positive=True)

# Given constraint
constraint = x * y * z - 2

# Express z in terms of x and y using the constraint
z_expr = sp.solve(constraint, z)[0]

# Expression to minimize: x^4 + 4y^2 + 4z^4
expression_to_minimize = x**4 + 4*y**2 + 4*z_expr**4

# Simplify the expression
simplified_expression = sp.simplify(expression_to_minimize)

# Take the derivative with respect to x and set it to zero to find critical points
critical_points_x = sp.solve(sp.diff(simplified_expression, x), x)

# Evaluate the second derivative at the critical points to check for minima
second_derivative_at_critical_points = [sp.diff(sp.diff(simplified_expression, x), x).subs(x, point) for point in critical_points_x]

# Find the minimum value of the expression by evaluating it at the critical points
min_value = float('inf')
for i, point in enumerate(critical_points_x):
    if second_derivative_at_critical_points[i] > 0:
        value = simplified_expression.subs(x, point)
        if value < min_value:
            min_value = value

# Print the final answer and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
