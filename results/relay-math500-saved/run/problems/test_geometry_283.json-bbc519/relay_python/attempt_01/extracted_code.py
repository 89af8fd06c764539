# Import necessary libraries
import sympy as sp

# Define the coordinates of points A, B, and C
A = sp.Point(0, 6)
B = sp.Point(0, 0)
C = sp.Point(8, 0)

# Calculate the midpoints D and E
D = sp.Point((A.x + B.x) / 2, (A.y + B.y) / 2)
E = sp.Point((B.x + C.x) / 2, (B.y + C.y) / 2)

# Define the vertices of quadrilateral DBEF
vertices = [D, B, E, F]

# Calculate the area using the Shoelace formula
area = sp.Abs(sum(x * y - y * x for (x, y) in zip(vertices[0], vertices[1:])))
print(f"RESULT: {area.evalf()}")
print("CONFIDENCE: 95")
