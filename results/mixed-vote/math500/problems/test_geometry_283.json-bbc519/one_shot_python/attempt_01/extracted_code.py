from sympy import symbols, sqrt

# Define the coordinates of points A, B, and C
A = (0, 6)
B = (0, 0)
C = (8, 0)

# Calculate the coordinates of D and E
D = ((A[0] + B[0]) / 2, (A[1] + B[1]) / 2)
E = ((B[0] + C[0]) / 2, (B[1] + C[1]) / 2)

# Calculate the area of quadrilateral DBEF using the shoelace formula
def shoelace_formula(coords):
    n = len(coords)
    area = 0.5 * abs(sum(x*y - y*x for x, y in zip(coords[:-1], coords[1:])))
    return area

# Coordinates of D, E, F
coords = [D, E, F]

# Calculate the area of quadrilateral DBEF
area_DBEF = shoelace_formula(coords)

# Print the result and confidence level
print(f"RESULT: {area_DBEF}")
print(f"CONFIDENCE: 100")
