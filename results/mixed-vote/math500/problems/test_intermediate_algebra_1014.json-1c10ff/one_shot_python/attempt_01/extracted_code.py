from sympy import symbols, solve, sqrt

# Define the variables
a, b = symbols('a b', positive=True)

# Given equation
eq = a * b**2 - 5

# Solve for one variable in terms of the other
b_expr = solve(eq, b)[0]

# Substitute into the expression to minimize
expr = a**4 + b_expr**8

# Take the derivative with respect to a and find critical points
expr_diff = expr.diff(a)
critical_points = solve(expr_diff, a)

# Evaluate the expression at the critical points and endpoints (if necessary)
min_value = float('inf')
for point in critical_points:
    if point.is_real and point > 0:  # Ensure it's a positive real number
        value = expr.subs(a, point)
        if value < min_value:
            min_value = value

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
