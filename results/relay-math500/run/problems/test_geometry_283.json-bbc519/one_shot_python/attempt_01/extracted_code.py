import sympy as sp

# Define the coordinates of points A, B, C
A = sp.Point(0, 6)
B = sp.Point(0, 0)
C = sp.Point(8, 0)

# Find the midpoints D and E
D = sp.Point((A.x + B.x) / 2, (A.y + B.y) / 2)
E = sp.Point((B.x + C.x) / 2, (B.y + C.y) / 2)

# Calculate the area of quadrilateral DBEF using Shoelace formula
area = sp.Abs(D.x * E.y + E.x * F.y + F.x * D.y + D.x * B.y - A.x * E.y - E.x * F.y - F.x * D.y - D.x * B.y) / 2

# Calculate the confidence level
confidence_level = int(area.evalf() / 10)

# Print the result and confidence level
print(f"RESULT: {area.evalf()}")
print(f"CONFIDENCE: {confidence_level}")
