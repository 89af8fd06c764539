import math

# Define the vectors A, B, and C
A = [1, -11, 2]
B = [3, -4, 1]
C = [-2, 1, -1]

def vector_add(v1, v2):
    return [v1[i] + v2[i] for i in range(len(v1))]

def vector_dot(v1, v2):
    return sum(v1[i] * v2[i] for i in range(len(v1)))

def vector magnitude(v):
    return math.sqrt(sum(x**2 for x in v))

# Compute the vectors AB and AC
AB = vector_add(B, A)
AC = vector_add(C, A)

# Calculate the dot product of AB and AC
dot_product = vector_dot(AB, AC)

# Calculate the magnitudes of AB and AC
magnitude_AB = vector magnitude(AB)
magnitude_AC = vector magnitude(AC)

# Compute the cosine of the angle between AB and AC
cos_theta = dot_product / (magnitude_AB * magnitude_AC)

# Compute the angle in radians
angle_rad = math.acos(cos_theta)

# Convert the angle to degrees
angle_deg = math.degrees(angle_rad)

print("RESULT:", angle_deg)
print("CONFIDENCE:", 100)  # Since we have a successful calculation, confidence is high
