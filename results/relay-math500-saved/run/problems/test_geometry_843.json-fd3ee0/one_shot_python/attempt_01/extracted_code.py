import math

# Given that the area of the equilateral triangle is 16*sqrt(3), we can find its side length
side_length_triangle = math.sqrt((4 * 16 * math.sqrt(3)) / (3))

# Since the perimeter of the square is equal to the perimeter of the equilateral triangle, the side length of the square is also equal to the side length of the triangle
side_length_square = side_length_triangle

# The diagonal of a square with side length s can be calculated using the Pythagorean theorem: s*sqrt(2)
diagonal_square = side_length_square * math.sqrt(2)

print(f"RESULT: {diagonal_square}")
print(f"CONFIDENCE: 100")
