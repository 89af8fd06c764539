from sympy import Matrix

# Define the vectors
vector1 = Matrix([-2, 0, 7])
vector2 = Matrix([3, 4, -5])

# Calculate the dot product
dot_product = vector1.dot(vector2)

# Print observations and result
print("Vector 1:", vector1)
print("Vector 2:", vector2)
print("Dot Product:", dot_product)
print("RESULT: ", dot_product)
print("CONFIDENCE: 100")
