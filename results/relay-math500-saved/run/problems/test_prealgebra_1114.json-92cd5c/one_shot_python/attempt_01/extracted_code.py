import math

# Define the vertices of the triangle
A = (0, 0)
B = (10, 0)
C = (5, 3)

# Calculate the lengths of the sides
AB = math.sqrt((B[0] - A[0])**2 + (B[1] - A[1])**2)
BC = math.sqrt((C[0] - B[0])**2 + (C[1] - B[1])**2)
CA = math.sqrt((A[0] - C[0])**2 + (A[1] - C[1])**2)

# Calculate the semi-perimeter
s = (AB + BC + CA) / 2

# Calculate the area using Heron's formula
area = math.sqrt(s * (s - AB) * (s - BC) * (s - CA))

# Print the result and confidence level
print(f"RESULT: {area:.3f}")
print(f"CONFIDENCE: 100")
