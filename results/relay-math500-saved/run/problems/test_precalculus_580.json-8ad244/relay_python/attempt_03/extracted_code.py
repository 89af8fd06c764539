import math

# Define points A, B, and C
A = (1, -11, 2)
B = (3, -4, 1)
C = (-2, 1, -1)

# Calculate the vectors AB and AC
AB = [B[i] - A[i] for i in range(3)]
AC = [C[i] - A[i] for i in range(3)]

# Compute the dot product of AB and AC
dot_product = sum(a * b for a, b in zip(AB, AC))

# Compute the magnitudes of AB and AC
magnitude_AB = math.sqrt(sum(a ** 2 for a in AB))
magnitude_AC = math.sqrt(sum(a ** 2 for a in AC))

# Compute the cosine of the angle ABC
cos_angle_ABC = dot_product / (magnitude_AB * magnitude_AC)

# Convert the cosine to an angle in degrees
angle_ABC_degrees = math.degrees(math.acos(cos_angle_ABC))
print(angle_ABC_degrees)
