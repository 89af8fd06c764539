import math

# Given circles' centers and radius
P = (1, 1.732)
Q = (-2, 0)
R = (2, 0)

# Calculate the distance between R and S using the formula for the distance of two points in a 2D plane
distance_RS = math.sqrt((S[0] - R[0])**2 + (S[1] - R[1])**2) * 2

# The smallest angle in triangle PQS is half the difference between the lengths of RS and PQ
smallest_angle = math.acos((P[0] - Q[0]) * (R[0] - S[0]) + (P[1] - Q[1]) * (R[1] - S[1])) / 2

# Convert the smallest angle from radians to degrees
smallest_angle_degrees = math.degrees(smallest_angle)

print(f"The degree measure of the smallest angle in triangle PQS is {smallest_angle_degrees:.2f} degrees.")
