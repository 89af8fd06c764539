import numpy as np

# Define the given equations
eq1 = np.array([[3, 1, 0], [2, 4, -3]])
eq2 = np.array([[-5, 2, 2], [0, -5, -5]])

# Solve the system of linear equations to find A
A = np.linalg.solve(np.hstack((eq1.T, eq2.T)), np.ones(6))
print("MATRIX A:\n", A)

# Calculate A * (13, 3, 4)
result_vector = np.dot(A, np.array([-13, 3, 4]))
print("Result:", result_vector)
