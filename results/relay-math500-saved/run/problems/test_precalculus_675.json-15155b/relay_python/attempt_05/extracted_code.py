from sympy import Matrix

# Define the matrix and vector
matrix = Matrix([[2, 3], [0, -2]])
vector = Matrix([x, y])

# Calculate the norm of the matrix
norm_matrix = matrix.norm()

# Calculate the norm of the vector
norm_vector = vector.norm()

# Calculate the condition number
condition_number = norm_matrix / norm_vector

# The smallest positive real number C for which the inequality holds is 1 / condition_number
C = 1 / condition_number.evalf()
print(f"RESULT: {C}")
