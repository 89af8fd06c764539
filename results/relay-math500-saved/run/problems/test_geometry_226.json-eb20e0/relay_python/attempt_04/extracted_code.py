from sympy import symbols, Eq, solve

# Define the points and distances
J = 0
H = 6
O = (3, 0)
N = (3 * math.cos(math.pi / 4), 3 * math.sin(math.pi / 4))
HO = H - O
HN = N - O

# Calculate the distance JO and JN
JO = abs(J - O[0])
JN = abs(J - O[1])

# The sum of the angles in a triangle is 180 degrees
angle_J = 180 - (90 + (math.atan2(HO[1], HO[0]) - math.atan2(JO, JN)) * 180 / math.pi)

# The result should be the angle J in degrees
RESULT = int(angle_J)
CONFIDENCE = 100  # Since it's a simple calculation and doesn't require advanced mathematics

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
