import math

# Define the radii of the circles
R = 1

# Calculate the distance from P to Q (since P, Q, R, S are tangent)
PQ = 2 * R * math.cos(math.radians(60))

# Since PQ is the distance between two centers of two adjacent circles, it is equal to twice the radius
PQ = 2 * R

# Calculate the angle between PQ and QS (which is the same as the angle between PQ and RS)
angle_PQS = math.acos((R**2 + R**2 - PQ**2) / (2 * R * R))

# Convert the angle from radians to degrees
smallest_angle_degrees = math.degrees(angle_PQS)

print(f"RESULT: {smallest_angle_degrees:.0f}")
print(f"CONFIDENCE: 100")
