# Import necessary libraries
import sympy as sp

# Define the variable and the function
x = sp.symbols('x')
y = 1/sp.sqrt(2)*(x**2 - 3)

# Calculate the distance from the origin to a point on the graph
distance_expr = sp.sqrt(x**2 + y**2)

# Simplify the expression
simplified_distance_expr = sp.simplify(distance_expr)

# Find the minimum value of the distance expression
min_distance_value = min(simplified_distance_expr.subs(x, i) for i in range(-10, 11))
print(f"RESULT: {min_distance_value}")
print(f"CONFIDENCE: 80")
