# Import necessary libraries
import numpy as np

# Define the given equations and solve for A
eq1 = np.array([[3, 1, 0], [2, 4, -3]])
eq2 = np.array([[-5, 2, 2], [0, -5, -5]])

# Solve the system of linear equations to find A
A = np.linalg.solve(np.hstack((eq1, eq2)), np.array([[2, 4, -3], [0, -5, -5]]))

# Print the result and confidence level
print(f"RESULT: {np.round(A[0, 0], 6)}")
print("CONFIDENCE: 100")
