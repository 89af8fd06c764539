from sympy import sqrt

# Given perimeter of one equilateral triangle
perimeter_triangle = 21

# Since a regular hexagon is composed of six equilateral triangles,
# the perimeter of the hexagon is six times the perimeter of one triangle.
perimeter_hexagon = 6 * perimeter_triangle

print(f"RESULT: {perimeter_hexagon}")
print(f"CONFIDENCE: 100")
