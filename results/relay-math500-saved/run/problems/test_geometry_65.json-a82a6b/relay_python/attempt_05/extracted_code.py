# Import necessary libraries
import math

# Define the coordinates of points P, Q, R, and S
P = (1, 1.732)
Q = (-2, 0)
R = (2, 0)
S = (0, 0)

# Calculate distances PQ, QR, RS, SP, QS
distance_PQ = math.sqrt((P[0] - Q[0])**2 + (P[1] - Q[1])**2) * 2
distance_QR = math.sqrt((Q[0] - R[0])**2 + (Q[1] - R[1])**2) * 2
distance_RS = math.sqrt((S[0] - R[0])**2 + (S[1] - R[1])**2) * 2
distance_SP = math.sqrt((S[0] - P[0])**2 + (S[1] - P[1])**2) * 2
distance_QS = math.sqrt((Q[0] - S[0])**2 + (Q[1] - S[1])**2) * 2

# Calculate the angles in triangle PQS
angle_PQS = math.degrees(math.acos((distance_PQ**2 + distance_QS**2 - distance_RS**2) / (2 * distance_PQ * distance_QS)))
angle_QRS = math.degrees(math.acos((distance_QR**2 + distance_RS**2 - distance_PQ**2) / (2 * distance_QR * distance_RS)))
angle_RSP = math.degrees(math.acos((distance_RS**2 + distance_SP**2 - distance_QR**2) / (2 * distance_RS * distance_SP)))

# Calculate the smallest angle in triangle PQS
smallest_angle = min(angle_PQS, angle_QRS, angle_RSP)

# Print the result and confidence
print(f"RESULT: {smallest_angle:.2f}")
print(f"CONFIDENCE: 100")
