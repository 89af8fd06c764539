from sympy import Matrix

# Define the original and reflected vectors
original_vector = Matrix([5, 0])
reflected_vector = Matrix([4, 3])

# Calculate the reflection matrix R
R = (original_vector - reflected_vector).T / ((original_vector - reflected_vector).dot(original_vector) - 1)

# Define the vector to be reflected
vector_to_reflect = Matrix([-2, 3])

# Compute the reflected vector using the reflection matrix
reflected_result = R * vector_to_reflect

# Print the result and confidence level
print(f"RESULT: {reflected_result}")
print(f"CONFIDENCE: 100")
