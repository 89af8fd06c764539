from sympy import symbols, Eq, solve

# Define variables
x, y = symbols('x y')

# Coordinates of vertices
A = (-250, 100)
B = (250, 100)
C = (250, -100)
D = (-250, -100)

# Distance from a point (x, y) to vertex A
distance_A = Eq((x + 250)**2 + (y - 100)**2, 62500)

# Distance from a point (x, y) to vertex B
distance_B = Eq((x - 250)**2 + (y - 100)**2, 62500)

# Distance from a point (x, y) to vertex C
distance_C = Eq((x - 250)**2 + (y + 100)**2, 62500)

# Distance from a point (x, y) to vertex D
distance_D = Eq((x + 250)**2 + (y + 100)**2, 62500)

# Solve the system of equations for points closer to O than to any vertex
intersection_points = solve([distance_A, distance_B, distance_C, distance_D], (x, y))

# Calculate the number of intersection points
num_intersection_points = len(intersection_points)

# Total area of rectangle ABCD
total_area = 500 * 200

# Area of triangle OAB
area_OAB = (1/2) * abs(x - A[0]) * (y - A[1])

# Calculate the probability that a point is closer to O than to any vertex
probability = num_intersection_points / total_area

# Print the final answer and confidence level
print(f"RESULT: {num_intersection_points}/{total_area}")
print(f"CONFIDENCE: {int(probability * 100)}")
