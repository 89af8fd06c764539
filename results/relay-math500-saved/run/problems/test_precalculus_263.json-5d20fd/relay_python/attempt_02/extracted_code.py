import numpy as np

# Define the given vectors
v1 = np.array([3, 1, 0])
v2 = np.array([2, 4, -3])
w1 = np.array([-5, 2, 2])
w2 = np.array([0, -5, -5])

# Solve for matrix A
A = np.linalg.inv(np.column_stack((v1, v2, w1)))
result_matrix = np.dot(A, w2)

print(f"RESULT: {result_matrix.tolist()}")
print(f"CONFIDENCE: 100")
