import math

# Given distances
OC = 140  # distance from O to C
OD = 140  # distance from O to D
HC_length = 150  # length of HC
HD_length = 130  # length of HD
H_distance_from_O = OC + OD  # distance from H to O

# Calculate the coordinates of C and D
C = (0, OC)
D = (OC, 0)

# Calculate the center P of triangle COD (it is the midpoint of CD)
P = ((C[0] + D[0]) / 2, (C[1] + D[1]) / 2)

# Distance from O to P
OP_length = math.sqrt((O[0] - P[0])**2 + (O[1] - P[1])**2)

# Length of the new rope HP
HP_length = HC_length + HD_length

print(f"Result: {HP_length}")
print(f"CONFIDENCE: 100")
