from sympy import acos

A = (1, -11, 2)
B = (3, -4, 1)
C = (-2, 1, -1)

# Compute vectors AB and BC
AB = tuple(b - a for b, a in zip(B, A))
BC = tuple(c - b for c, b in zip(C, B))

# Compute the dot product of AB and BC
dot_product = sum(a * b for a, b in zip(AB, BC))

# Compute the magnitudes of AB and BC
magnitude_AB = abs(dot_product)
magnitude_BC = abs(sum(x**2 for x in AB))

# Compute the cosine of the angle between AB and BC
cos_theta = dot_product / (magnitude_AB * magnitude_BC)

# Compute the angle in radians
theta_radians = acos(cos_theta)

# Convert the angle to degrees
theta_degrees = theta_radians * 180 / math.pi

print(f"RESULT: {theta_degrees}")
print(f"CONFIDENCE: 95")
