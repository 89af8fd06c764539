from sympy import symbols, Eq, solve

# Define the variable
y = symbols('y')

# Define the vectors
vector1 = [2, y, -5]
vector2 = [1, -2, 1]

# Calculate the projection formula (dot product * direction vector) / magnitude of direction vector^2
projection_formula = ((vector1[0] * vector2[0]) + (vector1[1] * vector2[1]) + (vector1[2] * vector2[2])) * vector2 / (vector2[0]**2 + vector2[1]**2 + vector2[2]**2)

# Given projection is (5/6) * direction vector
given_projection = (5/6) * vector2

# Set up the equation
equation = Eq(projection_formula, given_projection)

# Solve for y
y_solution = solve(equation, y)[0]

# Print the result and confidence
print(f"RESULT: {y_solution}")
print(f"CONFIDENCE: 100")
