import math

# Define points A, B, C, D, O, H
O = (0, 0)
A = (1, 1)
D = (1.5, -0.3)
B = (-1.5, 0.3)
C = (-1, -1)
H = (0, 2.5)

# Calculate the distances between points C and D
CD_length = math.sqrt((C[0] - D[0])**2 + (C[1] - D[1])**2)

# Print the length of rope that can be saved
print(f"The greatest length of rope that can be saved is {CD_length} meters.")
