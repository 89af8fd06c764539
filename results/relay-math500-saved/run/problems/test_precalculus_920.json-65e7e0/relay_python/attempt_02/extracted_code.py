import numpy as np

# Define the matrix A
A = np.array([[3, 7], [-1, -2]])

# Compute A^27
A_27 = np.linalg.matrix_power(A, 27)

# Compute A^31
A_31 = np.linalg.matrix_power(A, 31)

# Compute A^40
A_40 = np.linalg.matrix_power(A, 40)

# Sum the matrices
result = A_27 + A_31 + A_40

print(result)
