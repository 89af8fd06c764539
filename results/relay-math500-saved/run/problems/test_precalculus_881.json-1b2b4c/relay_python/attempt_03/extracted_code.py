import numpy as np

# Given vectors
a = np.array([2, -1, 0])
b = np.array([-3, -7, 5])
c = np.array([4, -1, 6])

# Compute the desired vector
result_vector = (2 * b - a) @ (3 * c + a)

# Print the final result and confidence
print(f"RESULT: {result_vector}")
print(f"CONFIDENCE: 100")  # Assuming the computation is exact and there are no rounding errors for this problem
