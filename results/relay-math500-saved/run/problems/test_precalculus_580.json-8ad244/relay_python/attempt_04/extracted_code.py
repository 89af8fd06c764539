import math

# Define the points A, B, and C
A = (1, -11, 2)
B = (3, -4, 1)
C = (-2, 1, -1)

# Compute vectors AB and BC
AB = (B[0] - A[0], B[1] - A[1], B[2] - A[2])
BC = (C[0] - B[0], C[1] - B[1], C[2] - B[2])

# Compute the dot product of AB and BC
dot_product = sum(x*y for x, y in zip(AB, BC))

# Compute the magnitudes of AB and BC
magnitude_AB = math.sqrt(sum(x**2 for x in AB))
magnitude_BC = math.sqrt(sum(x**2 for x in BC))

# Compute the cosine of the angle ABC
cos_angle_ABC = dot_product / (magnitude_AB * magnitude_BC)

# Compute the angle ABC in degrees
angle_ABC_degrees = math.degrees(math.acos(cos_angle_ABC))

print(angle_ABC_degrees)
