import sympy as sp

# Define the coordinates of points A, B, and C
A = sp.Point(0, 6)
B = sp.Point(0, 0)
C = sp.Point(8, 0)

# Calculate the midpoints D and E
D = A.midpoint(B)
E = B.midpoint(C)

# Define the vertices of quadrilateral DBEF
vertices = [D, B, E]

# Check if the points form a valid quadrilateral
is_valid_quadrilateral = all(len(vertices) == len(set(vertices)) for _ in range(4))

# Calculate the area of the quadrilateral
area = sp.Polygon(*vertices).area

# Print the result and confidence
RESULT = f"Area of quadrilateral DBEF: {area}"
CONFIDENCE = 100  # Assuming we have no evidence against the area calculation

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
