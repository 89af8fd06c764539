from sympy import symbols, Matrix

# Define the variables
x, y, z = symbols('x y z')

# Define the vectors
v = Matrix([x, y, z])
cross_product = v.cross(Matrix([1, 2, -5]))
result_vector = Matrix([90, 30, 30])

# Set up the equation
equation = cross_product - result_vector

# Solve for x, y, and z
solution = solve(equation, (x, y, z))

# Calculate the magnitude of the solution vector
magnitude = abs(solution[0][0]) + abs(solution[0][1]) + abs(solution[0][2])

# Print the final answer and confidence level
RESULT: solution[0]
CONFIDENCE: 95
