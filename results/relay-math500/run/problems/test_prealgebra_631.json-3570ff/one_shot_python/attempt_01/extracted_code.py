import sympy as sp

# Given area of the square
area_square = 16

# Since it's a square, side length is sqrt(area)
side_length = sp.sqrt(area_square)

# The gray piece is the remaining area of the square after removing triangle "e"
gray_area = area_square - (sp.sqrt(2)/2 * side_length)**2

# Print the final answer and confidence
print(f"RESULT: {gray_area}")
print(f"CONFIDENCE: 100")
