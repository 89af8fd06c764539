from sympy import symbols, Eq, solve

# Define the variables for reflection matrix R = [a b; c d]
a, b, c, d = symbols('a b c d')

# Given points
point1 = (5, 0)
image_point1 = (4, 3)

# Set up equations based on given points
eq1 = Eq(a*point1[0] + b*point1[1], c*image_point1[0] + d*image_point1[1])
eq2 = Eq(c*point1[0] + d*point1[1], a*image_point1[0] + b*image_point1[1])

# Solve the system of equations
solution = solve((eq1, eq2), (a, b, c, d))
R_matrix = solution

# Define the vector to be reflected
vector = (-2, 3)

# Calculate the reflection of the vector using the reflection matrix R
reflected_vector = [R_matrix[0][0]*vector[0] + R_matrix[0][1]*vector[1],
                     R_matrix[1][0]*vector[0] + R_matrix[1][1]*vector[1]]

# Print RESULT and CONFIDENCE
print(f"RESULT: {reflected_vector}")
print(f"CONFIDENCE: 85")
