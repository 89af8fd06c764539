import sympy as sp

# Given points
A = sp.Matrix([5, 0])
B = sp.Matrix([4, 3])

# Reflection formula using the midpoint and normal vector of the line segment AB
def reflection(point, A, B):
    mid = (A + B) / 2
    normal = (B - A).cross(sp.Matrix([0, 1]))  # Normal vector to AB
    # Reflect the point over the plane perpendicular to AB through the midpoint
    reflected_point = (mid * 2 + normal.dot(point - mid) * normal) / 2
    return reflected_point

# Point to reflect
C = sp.Matrix([-2, 3])

# Reflect C and get the result
result = reflection(C, A, B)
result_x = result[0]
result_y = result[1]

# Verify the answer by calculating the distance between A and B and comparing it with the distance between A and reflected_C
distance_AB = sp.sqrt((B[0] - A[0])**2 + (B[1] - A[1])**2)
distance_AC = sp.sqrt((C[0] - A[0])**2 + (C[1] - A[1])**2)

# Check if the reflection is correct
is_correct = sp.simplify(distance_AB) == sp.simplify(distance_AC)

# Print the result and confidence
if is_correct:
    RESULT: (result_x, result_y)
    CONFIDENCE: 100
else:
    RESULT: (None, None)
    CONFIDENCE: 0
