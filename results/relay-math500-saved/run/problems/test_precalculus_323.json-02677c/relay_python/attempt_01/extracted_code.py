# Define the matrix M as a function of its columns
from sympy import symbols, Eq, solve

# Let's define the matrix M as a function of its columns
M = symbols('M11 M21 M12 M22')

# Set up the equations for the given points
eq1 = Eq(M * symbols('x1 y1'), symbols('9 3'))
eq2 = Eq(M * symbols('x2 y2'), symbols('7 -1'))

# Solve these equations to find the matrix M
solution = solve((eq1, eq2), (M11, M21, M12, M22))
M = solution[M11], solution[M21], solution[M12], solution[M22]

# Now we need to find the image of the line y = 2x + 1 under M
def matrix_mult_vector(matrix, vector):
    return [matrix[0] * vector[0] + matrix[1] * vector[1],
            matrix[2] * vector[0] + matrix[3] * vector[1]]

# The line y = 2x + 1 can be represented as the vector (2, 1)
line_vector = [2, 1]

# Find the image of the line under M
image_vector = matrix_mult_vector(M, line_vector)

# Express the result in the form "y = mx + b"
m = image_vector[0] / image_vector[1]
b = image_vector[1]
result = f"y = {m}x + {b}"

print(f"RESULT: {result}")
