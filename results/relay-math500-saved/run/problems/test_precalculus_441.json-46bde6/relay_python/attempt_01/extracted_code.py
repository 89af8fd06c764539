from sympy import symbols, Eq, solve

# Define the vectors a and b as symbolic variables
a = symbols('a1 a2 a3')
b = symbols('b1 b2 b3')

# Define the magnitudes of vectors a and b
mag_a = 2
mag_b = 7

# Define the cross product of vectors a and b
cross_product = Eq(a[0]*b[1] - a[0]*b[2], 3)
          + Eq(a[0]*b[2] - a[1]*b[0], 2)
          + Eq(a[1]*b[0] - a[1]*b[2], 6)

# Solve the system of equations for the components of vectors a and b
solution = solve((Eq(a[0]**2 + a[1]**2 + a[2]**2, mag_a**2), cross_product), (a[0], a[1], a[2]))

# Find the smallest possible angle between vectors a and b
min_angle = float('inf')
for vec in solution:
    angle = solve(Eq(vec.dot(b), 0), b)[0]
    dot_product = vec.dot(angle)
    magnitude_b = b.norm()
    cos_theta = dot_product / (mag_a * magnitude_b)
    angle_degrees = abs(cos_theta) * 180 / math.pi
    if angle_degrees < min_angle:
        min_angle = angle_degrees

# Print the result and confidence level
print(f"RESULT: {min_angle:.2f} degrees")
print(f"CONFIDENCE: 95")
