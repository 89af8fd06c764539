import math

# Define the points A, B, C, D and O
O = (0, 0)
A = (1, 1)
D = (1.5, -0.3)
B = (-1.5, 0.3)

# The distance between C and D is 140 m
C_D_distance = 140

# Calculate the coordinates of point P such that OP_length = math.sqrt((O[0] - P[0])**2 + (O[1] - P[1])**2) is maximized
OP_length = math.sqrt((O[0] - D[0])**2 + (O[1] - D[1])**2)
P = (C_D_distance / 2, C_D_distance / 2)

# Calculate the length of rope HP
HP_length = math.sqrt((H[0] - P[0])**2 + (H[1] - P[1])**2)
print(f"HP length: {HP_length}")
