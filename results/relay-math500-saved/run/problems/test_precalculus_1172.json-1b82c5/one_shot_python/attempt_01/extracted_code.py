import sympy as sp

# Define the parameters t and u
t, u = sp.symbols('t u')

# Define the points on the lines
point1 = sp.Matrix([3, -10, 1])
vector1 = sp.Matrix([2, -9, -2])

point2 = sp.Matrix([-5, -3, 6])
vector2 = sp.Matrix([4, -18, -4])

# Calculate the cross product of vector1 and vector2
cross_product = vector1.cross(vector2)

# Check if the lines are parallel by verifying that the dot product of vector1 and vector2 is non-zero
dot_product = vector1.dot(vector2)
is_parallel = sp.simplify(dot_product) != 0

# If the lines are parallel, calculate the distance between them
if is_parallel:
    # Calculate the direction vector of the line 2 in terms of the direction vector of line 1
    dir_vector_1 = vector1 / vector1.norm()
    dir_vector_2 = vector2 / vector2.norm()

    # Calculate the distance between the two lines
    x0, y0, z0 = point1
    x1, y1, z1 = point2
    cross_component = cross_product.dot(dir_vector_1)
    distance = sp.Abs(cross_component) / dir_vector_1.norm()
else:
    distance = "No parallel lines"

# Print the final answer and confidence level
print(f"RESULT: {distance}")
print(f"CONFIDENCE: 90")
