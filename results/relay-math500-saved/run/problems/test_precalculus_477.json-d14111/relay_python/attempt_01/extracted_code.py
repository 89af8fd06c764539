from sympy import Matrix

# Define the vectors OA and OB
OA = Matrix([1, 2, 3])
OB = Matrix([-3, -2, 1])

# Calculate the cross product of OA and OB to find the normal vector to the plane OAB
normal_vector = OA.cross(OB)

# Calculate the area of triangle OAB using the magnitude of the normal vector
area_OAB = normal_vector.norm()

print(f"RESULT: {area_OAB}")
print("CONFIDENCE: 100")
