from sympy import sqrt

# Define the points A, B, and C
A = (1, -11, 2)
B = (3, -4, 1)
C = (-2, 1, -1)

# Calculate vectors AB and AC
AB = tuple([B[i] - A[i] for i in range(3)])
AC = tuple([C[i] - A[i] for i in range(3)])

# Compute the dot product of AB and AC
dot_product = sum(i * j for i, j in zip(AB, AC))

# Calculate the magnitudes of AB and AC
magnitude_AB = sqrt(sum(i**2 for i in AB))
magnitude_AC = sqrt(sum(i**2 for i in AC))

# Compute the cosine of the angle between AB and AC
cos_theta = dot_product / (magnitude_AB * magnitude_AC)

# Compute the angle in radians
theta_radians = math.acos(cos_theta)

# Convert the angle to degrees
theta_degrees = math.degrees(theta_radians)

print(f"RESULT: {theta_degrees}")
print("CONFIDENCE: 100")  # Since we have a clear geometric reasoning approach, confidence is high.
