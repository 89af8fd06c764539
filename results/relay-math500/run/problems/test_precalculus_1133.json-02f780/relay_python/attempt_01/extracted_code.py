import sympy as sp

# Define the variables
a, b, c, h = sp.symbols('a b c h')

# Coordinates of points A, B, C
A = (0, h)
B = (-b/2, 0)
C = (c/2, 0)

# Midpoint F of GH
F = ((c - b) / 16, h / 2)

# Distance formula
def distance(p1, p2):
    return sp.sqrt((p1[0] - p2[0])**2 + (p1[1] - p2[1])**2)

# Calculate AF^2, BF^2, and CF^2
AF = distance(A, F)
BF = distance(B, F)
CF = distance(C, F)

# Sum of AF^2, BF^2, and CF^2
result = sp.simplify(AF + BF + CF)

print(result)
