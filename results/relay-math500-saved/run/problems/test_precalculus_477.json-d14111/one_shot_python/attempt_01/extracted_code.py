from sympy import Matrix

# Define the vectors OA and OB
OA = Matrix([1, 2, 3])
OB = Matrix([-3, -2, 1])

# Calculate the cross product of OA and OB to find the normal vector n
n = OA.cross(OB)

# Calculate the area of triangle OAB using the magnitude of the cross product divided by 2
area = (n.norm() / 2) * 100

# Print the result and confidence level
print(f"RESULT: {area}")
print(f"CONFIDENCE: 95")  # Assuming a reasonable confidence level for an exact answer calculation
