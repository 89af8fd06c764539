import sympy as sp

# Define the matrix and vector
A = sp.Matrix([[2, 3], [0, -2]])
v = sp.symbols('v1 v2')

# Compute the norm of A * v
norm_Av = (A * v).norm()

# The given inequality is ||Av|| <= C ||v||
# To find the smallest positive real number C, we need to ensure that ||Av|| <= 1 for all v
# This means that C should be less than or equal to 1

# Check if the norm of A * v can ever exceed 1 for any vector v
# We need to check if there exists a v such that (A * v) / ||v|| > 1 or < -1
# If such a v exists, then C = 1
# Otherwise, we need to find the maximum value of ||Av|| / ||v||
# We can do this by finding the eigenvalues of A and checking the corresponding eigenvectors

# Find the eigenvalues of A
eigenvalues = A.eigenvals()
eigenvectors = A.eigvecs()

# The largest absolute value of an eigenvalue will give us the upper bound for ||Av|| / ||v||
max_eigenvalue_abs = max([abs(eigenvalues[key]) for key in eigenvalues])
result = max_eigenvalue_abs

# Compute the confidence
confidence = 100 - (100 * (1 - max_eigenvalue_abs))

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
