import math

# Define the coordinates of the centers of the circles
P = (1, 1.732)
Q = (-2, 0)
R = (2, 0)

# The distance between P and Q is the radius of the circle plus the length of PQ
distance_PQ = math.sqrt((Q[0] - P[0])**2 + (Q[1] - P[1])**2) * 2

# Define the coordinates of the points where the circles touch the sides of triangle ABC
A = (-5.73, -1)
B = (3.732, -1)

# The length of PQ is the distance between A and B
PQ = math.sqrt((A[0] - B[0])**2 + (A[1] - B[1])**2)

# The distance RS is the radius of the circle plus the length of RS
distance_RS = math.sqrt((S[0] - R[0])**2 + (S[1] - R[1])**2) * 2

# The length of QS is the radius of the circle plus the length of QS
QS = math.sqrt((Q[0] - S[0])**2 + (Q[1] - S[1])**2) * 2

# Calculate the angle PQS using the dot product formula
angle_PQS = math.acos((PQ**2 + QS**2 - RS**2) / (2 * PQ * QS))

# Convert the angle from radians to degrees
angle_PQS_degrees = math.degrees(angle_PQS)

print(f"The degree measure of the smallest angle in triangle PQS is {angle_PQS_degrees:.2f} degrees.")
