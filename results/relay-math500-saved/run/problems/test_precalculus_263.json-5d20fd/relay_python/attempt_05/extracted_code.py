# Import necessary libraries
import numpy as np

# Define the matrix A based on the given conditions
A = np.array([[1, 3, -5],
               [0, 2, 2],
               [4, -3, 0]])

# Function to compute the result of matrix multiplication
def compute_result(A, vector):
    return A @ vector

# Vector we want to multiply by A
vector = np.array([-13, 3, 4])

# Compute the result of the matrix multiplication
result = compute_result(A, vector)

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Final confidence level
