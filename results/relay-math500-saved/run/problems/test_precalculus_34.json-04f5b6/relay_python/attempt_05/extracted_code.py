import sympy as sp

# Define the variable
y = sp.symbols('y')

# Define the vector
v1 = sp.Matrix([2, y, -5])

# Define the projection matrix
projection_matrix = sp.Matrix([[1, -2, 1], [-2, 4, -4], [1, -2, 1]])

# Compute the projection
projection = v1.dot(projection_matrix) / (projection_matrix.dot(projection_matrix))

# Check if the computed projection matches the expected result
expected_result = sp.Matrix([5/6, -2/3, 1/6])
result = projection.equals(expected_result)

print(result)
