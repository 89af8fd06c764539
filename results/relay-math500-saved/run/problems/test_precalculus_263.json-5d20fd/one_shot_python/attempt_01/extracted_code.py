import numpy as np

# Define the given vectors
v1 = np.array([3, 1, 0])
v2 = np.array([-5, 2, 2])

# Solve for A using the given equations
A = np.linalg.solve(np.vstack((v1, v2)), np.array([2, -5]))

# Compute A * v3
v3 = np.array([-13, 3, 4])
result = np.dot(A, v3)

print(f"RESULT: {result}")
print(f"CONFIDENCE: 90")
