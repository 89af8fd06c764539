from sympy import symbols, Eq, solve

# Define the parameters
t = symbols('t')
u = symbols('u')

# Define the points on the lines
point1 = [3, -10, 1]
vector1 = [2, -9, -2]

point2 = [-5, -3, 6]
vector2 = [4, -18, -4]

# Create vectors for direction and distance formula
direction_vector = vector1 - vector2
distance_vector = point1 - point2

# Set up the equation for parallelism (direction vectors are proportional)
parallel_condition = Eq(direction_vector[0] / vector2[0], direction_vector[1] / vector2[1], direction_vector[2] / vector2[2])

# Solve for t
t_value = solve(parallel_condition, t)[0]

# Find the distance between the two lines using the formula d = |P2 - P1| * sqrt(1 + (b/a)^2)
a = direction_vector[0]
b = direction_vector[1]
distance = abs(point2[0] - point1[0]) * (1 + (b/a)**2)**0.5

print(f"RESULT: {distance}")
print(f"CONFIDENCE: 100")
