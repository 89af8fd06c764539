import numpy as np

# Define the matrix A
A = np.array([[3, 7], [-1, -2]])

# Compute powers of A up to 40 and 41
A_27 = A ** 27
A_31 = A ** 31
A_40 = A ** 40

# Sum the results
result = A_27 + A_31 + A_40

# Print the final result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
