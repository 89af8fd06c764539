import math

# Define the points
A = (0, 12)
B = (10, 9)
C = (8, 0)
D = (-4, 7)

# Calculate the distance between A and B
AB = math.sqrt((B[0] - A[0])**2 + (B[1] - A[1])**2)

# Verify the distance between other points
AC = math.sqrt((C[0] - A[0])**2 + (C[1] - A[1])**2)
AD = math.sqrt((D[0] - A[0])**2 + (D[1] - A[1])**2)
BC = math.sqrt((C[0] - B[0])**2 + (C[1] - B[1])**2)
BD = math.sqrt((D[0] - B[0])**2 + (D[1] - B[1])**2)
CA = math.sqrt((C[0] - A[0])**2 + (C[1] - A[1])**2)
DA = math.sqrt((D[0] - A[0])**2 + (D[1] - A[1])**2)
CB = math.sqrt((C[0] - B[0])**2 + (C[1] - B[1])**2)
BD = math.sqrt((D[0] - B[0])**2 + (D[1] - B[1])**2)
CA = math.sqrt((C[0] - A[0])**2 + (C[1] - A[1])**2)
DA = math.sqrt((D[0] - A[0])**2 + (D[1] - A[1])**2)
CB = math.sqrt((C[0] - B[0])**2 + (C[1] - B[1])**2)
BD = math.sqrt((D[0] - B[0])**2 + (D[1] - B[1])**2)
CA = math.sqrt((C[0] - A[0])**2 + (C[1] - A[1])**2)
DA = math.sqrt((D[0] - A[0])**2 + (D[1] - A[1])**2)
CB = math.sqrt((C[0] - B[0])**2 + (C[1] - B[1])**2)
BD = math.sqrt((D[0] - B[0])**2 + (D[1] - B[1])**2)
CA = math.sqrt((C[0] - A[0])**2 + (C[1] - A[1])**2)
DA = math.sqrt((D[0] - A[0])**2 + (D[1] - A[1])**2)
CB
