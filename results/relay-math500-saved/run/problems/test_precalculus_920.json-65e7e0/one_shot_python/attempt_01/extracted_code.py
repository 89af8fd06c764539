from sympy import Matrix, expand

# Define the matrix A
A = Matrix([[3, 7], [-1, -2]])

# Compute A^27 + A^31 + A^40
result = expand(A**27) + expand(A**31) + expand(A**40)

# Calculate confidence (for demonstration purposes)
confidence = 100  # This can be adjusted based on accuracy

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
