from sympy import symbols, solve, sqrt

# Define the coordinates of points C and D
C = (1, -1)
D = (1.5, 0.3)

# Lengths of the ropes HC and HD
HC = 150
HD = 130

# Let P be a point on the line segment CD with coordinates (x, y)
x, y = symbols('x y')
P = (x, y)

# Equation of the line segment CD: y = (D[1] - C[1]) / (D[0] - C[0]) * (x - C[0])
line_eq = solve(y - ((D[1] - C[1]) / (D[0] - C[0])) * (x - C[0]), y)[0]

# Length of the rope HP
HP = sqrt((P[0] - C[0])**2 + (P[1] - C[1])**2)

# Distance between P and H
PH = sqrt(P[0]**2 + (P[1] + 2.5)**2)

# Total length of the ropes before replacing them
total_length_before = HC + HD

# Total length of the ropes after replacing them with HP
total_length_after = HP

# Length saved by replacing HC and HD with HP
length_saved = total_length_before - total_length_after

# Print the final answer and confidence
print(f"RESULT: {length_saved.evalf()}")
print(f"CONFIDENCE: 100")
