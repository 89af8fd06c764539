from sympy import Rational, sqrt

# Given vectors and their dot product
b = sympy.Matrix([2, 6, 3])
a_dot_b = 8

# Calculate the magnitude of vector b squared
magnitude_b_squared = b.dot(b)

# Calculate the projection coefficient
projection_coefficient = a_dot_b / magnitude_b_squared

# Calculate the projection of vector a onto vector b
projection = projection_coefficient * b

# Print the result and confidence level
print(f"RESULT: {projection}")
print(f"CONFIDENCE: 100")
