# Given data
area_square = 16

# Area of the square 'e' is equal to half the area of the original square
area_e = area_square / 2

# The gray piece is formed by removing the triangles and the square 'e' from the original figure
# The total area removed is the sum of the areas of the triangles and the square 'e'
total_area_removed = area_triangle + area_e

# The remaining area is the gray piece
area_gray = area_square - total_area_removed

# Print the result and confidence level
print(f"RESULT: {area_gray}")
print(f"CONFIDENCE: 100")
