from sympy import symbols, Eq, solve, sqrt

# Define the coordinates of points A, B, C, D, G, and P
A = (0, 0, 0)
B = (1, 0, 0)
C = (1, 1, 0)
D = (0, 1, 0)
G = (1/2, 1/2, sqrt(3)/2)
P = (x, y, z)

# Define the distances BP, CP, DP, and GP
BP = sqrt((x - 1)**2 + (y - 0)**2 + (z - 0)**2) - 60*sqrt(10)
CP = sqrt((x - 1)**2 + (y - 1)**2 + (z - 0)**2) - 60*sqrt(5)
DP = sqrt((x - 0)**2 + (y - 1)**2 + (z - 0)**2) - 120*sqrt(2)
GP = sqrt((x - 1/2)**2 + (y - 1/2)**2 + (z - sqrt(3)/2)**2) - 36*sqrt(7)

# Solve the system of equations
solutions = solve((BP, CP, DP, GP), (x, y, z))

# Calculate the distance AP
AP = sqrt((solutions[0][0] - 0)**2 + (solutions[0][1] - 0)**2 + (solutions[0][2] - 0)**2)
print(f"RESULT: {AP}")
