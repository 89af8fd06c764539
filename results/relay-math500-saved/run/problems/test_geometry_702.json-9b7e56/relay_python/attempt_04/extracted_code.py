import math

# Given coordinates of points A, B, C, D, O, and the balloon H
A = (1, 1)
D = (1.5, -0.3)
H = (0, 2.5)

# Lengths of ropes HC and HD
HC_length = 150
HD_length = 130

# Function to calculate the distance between two points
def distance(p1, p2):
    return math.sqrt((p1[0] - p2[0])**2 + (p1[1] - p2[1])**2)

# Calculate the length of rope HP where P is a point on CD
CD_length = distance(C, D)
HP_length = HC_length - HD_length

print(f"Greatest length of rope that can be saved: {HP_length}")
