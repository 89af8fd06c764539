import sympy as sp

# Define the coordinates of points A, B, and C
A = (0, 6)
B = (0, 0)
C = (8, 0)

# Calculate the midpoints D and E
D = (0, (6 + 0) / 2)
E = (4, 0)

# Define points F as the intersection of EC and DF
x, y = sp.symbols('x y')
eq1 = sp.Eq(y, (8 - 0) * x / 8)
eq2 = sp.Eq(y, (6 + 0) * (8 / 3))
F = sp.solve((eq1, eq2), (x, y))[0]

# Calculate the area of quadrilateral DBEF using shoelace formula
vertices = [D, B, E, F]
area = sp.Rational(1, 2) * abs(sum(vertices[i][0] * vertices[(i + 1) % 4][1] - vertices[i][1] * vertices[(i + 1) % 4][0] for i in range(len(vertices))))

# Print the final answer and confidence
print(f"RESULT: {area.evalf()}")
print(f"CONFIDENCE: 95")
