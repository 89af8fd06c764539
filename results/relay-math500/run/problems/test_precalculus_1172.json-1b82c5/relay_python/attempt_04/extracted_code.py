import sympy as sp

# Define the points and direction vectors of the lines
point1 = sp.Matrix([3, -10, 1])
direction_vector1 = sp.Matrix([2, -9, -2])

point2 = sp.Matrix([-5, -3, 6])
direction_vector2 = sp.Matrix([4, -18, -4])

# Check if the lines are parallel
# For two lines to be parallel, their direction vectors must be proportional
# This means that there exists a scalar k such that direction_vector2 = k * direction_vector1
k = sp.simplify(direction_vector2 / direction_vector1)
parallel_check = sp.simplify(sp.And(direction_vector2[0] == k * direction_vector1[0], direction_vector2[1] == k * direction_vector1[1], direction_vector2[2] == k * direction_vector1[2]))

if parallel_check:
    # The lines are parallel, calculate the distance between them
    # The formula for the distance between two skew lines is |direction_vector1 x direction_vector2| / ||direction_vector1|| * ||direction_vector2||
    
    cross_product = direction_vector1.cross(direction_vector2)
    magnitude_direction_vector1 = sp.sqrt(sum(x**2 for x in direction_vector1))
    magnitude_direction_vector2 = sp.sqrt(sum(x**2 for x in direction_vector2))
    
    distance = sp.Abs(cross_product) / (magnitude_direction_vector1 * magnitude_direction_vector2)
    result = f"RESULT: {distance}"
    confidence = 100
else:
    # The lines are not parallel, the program did not run
    result = "CODE_REJECTED"
    confidence = 0

print(result)
print(confidence)
