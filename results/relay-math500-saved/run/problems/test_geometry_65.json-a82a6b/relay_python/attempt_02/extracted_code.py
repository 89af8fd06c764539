import math

# Define the coordinates of points P, Q, R, and S
P = (1, 1.732)
Q = (-2, 0)
R = (2, 0)
S = (1, -1)

def distance(p1, p2):
    return math.sqrt((p1[0] - p2[0]) ** 2 + (p1[1] - p2[1]) ** 2)

# Calculate the lengths of PQ, QR, and RS
PQ = distance(P, Q)
QR = distance(Q, R)
RS = distance(R, S)

# Calculate the angles using the Law of Cosines
angle_PQS = math.acos((PQ**2 + QS**2 - RS**2) / (2 * PQ * QS))
angle_QRS = math.acos((QR**2 + RS**2 - PQ**2) / (2 * QR * RS))

# Convert the angles to degrees
angle_PQS_degrees = math.degrees(angle_PQS)
angle_QRS_degrees = math.degrees(angle_QRS)

print(f"Smallest angle in triangle PQS: {min(angle_PQS_degrees, angle_QRS_degrees)} degrees")
