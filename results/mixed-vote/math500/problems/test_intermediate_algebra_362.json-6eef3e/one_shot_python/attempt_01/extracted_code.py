import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equations of the circles
eq1 = x**2 + y**2 + 6*x - 24*y + 72
eq2 = x**2 - y**2 + 6*x + 16*y - 46

# Solve the system of equations to find the intersection points
intersection_points = sp.solve([eq1, eq2], (x, y))

# Calculate the distances from each intersection point to (-3, 2)
distances = [sp.sqrt((point[0] + 3)**2 + (point[1] - 2)**2) for point in intersection_points]

# Sum the distances
sum_distances = sum(distances)

# Print the result and confidence level
print(f"RESULT: {sum_distances}")
print(f"CONFIDENCE: 100")
