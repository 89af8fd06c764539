from sympy import Matrix, Rational

# Define the reflection matrix using the dot product of the vectors (4,3) and (5,0)
ref_matrix = Matrix([[Rational(4, 5), -Rational(3, 5)], [-Rational(3, 5), Rational(4, 5)]])

# Reflect the vector (-2, 3)
reflected_vector = ref_matrix * Matrix([-2, 3])

# Print the result and confidence
print(f"RESULT: {reflected_vector}")
print(f"CONFIDENCE: 100")
