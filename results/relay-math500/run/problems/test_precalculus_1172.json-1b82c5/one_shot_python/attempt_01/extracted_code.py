import sympy as sp

# Define the parameters t and u
t, u = sp.symbols('t u')

# Define the points on the lines
point1 = sp.Matrix([3, -10, 1])
vector1 = sp.Matrix([2, -9, -2])

point2 = sp.Matrix([-5, -3, 6])
vector2 = sp.Matrix([4, -18, -4])

# Check if the vectors are parallel
if vector1.cross(vector2).norm() == 0:
    # Calculate the distance between the lines
    distance = (sp.sqrt(3) * sp.Abs(point1[0] * vector2[2] + point1[1] * vector2[0] + point1[2] * vector2[1]) -
               sp.sqrt(3) * sp.Abs(point2[0] * vector1[2] + point2[1] * vector1[0] + point2[2] * vector1[1])) / sp.sqrt(3)
else:
    distance = "The lines are not parallel"

print(f"RESULT: {distance}")
print(f"CONFIDENCE: 90")
