from sympy import Matrix, Rational

# Define the reflection matrix R
def reflection_matrix(vector):
    v1, v2 = vector
    return Matrix([
        [v1**2 + v2**2 - 1, 2*v1*v2],
        [2*v1*v2, v1**2 + v2**2 - 1]
    ])

# Given points
P = Matrix([5, 0])
Q = Matrix([4, 3])

# Find the reflection matrix R
R = reflection_matrix(P)

# Reflect the point Q to get the new point S
S = R * Q

# Print the result and confidence level
print("RESULT:", S)
print("CONFIDENCE:", 100)  # Assuming this is the final answer and no further refinement needed
