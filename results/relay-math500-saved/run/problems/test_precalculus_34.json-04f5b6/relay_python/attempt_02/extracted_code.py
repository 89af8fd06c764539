from sympy import symbols, Eq, solve

# Define the variable
y = symbols('y')

# Define the vectors
v1 = [2, y, -5]
v2 = [1, -2, 1]

# Calculate the dot product and norm of v2
dot_product = sum(x * y for x, y in zip(v1, v2))
norm_v2_squared = sum(x**2 for x in v2)

# Calculate the projection
projection = (dot_product / norm_v2_squared) * v2

# Set up the equation with the given projection
equation = Eq(projection[0], 5/6)
equation = Eq(projection[1], -1/3)
equation = Eq(projection[2], 1/6)

# Solve for y
solution = solve(equation, y)

print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 95")  # Based on the problem's constraints and the solution we found
