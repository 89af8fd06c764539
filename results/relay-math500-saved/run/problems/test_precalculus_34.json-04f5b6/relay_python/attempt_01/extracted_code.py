from sympy import symbols, Eq, solve

# Define the variable
y = symbols('y')

# Define the vectors
v1 = [2, y, -5]
v2 = [1, -2, 1]

# Calculate the projection of v1 onto v2
projection = (v1[0] * v2[0] + v1[1] * v2[1] + v1[2] * v2[2]) / (v2[0]**2 + v2[1]**2 + v2[2]**2) * v2

# Set the projection equal to 5/6 * v2
equation = Eq(projection, (5/6) * v2)

# Solve for y
y_value = solve(equation, y)[0]

print(f"RESULT: {y_value}")
print(f"CONFIDENCE: 100")
