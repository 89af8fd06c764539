from sympy import sqrt, pi

# Given data
area_square = 16

# Calculate the side length of the square
side_length = sqrt(area_square)

# The figure represents a Chinese tangram with isosceles triangles and piece "e" is a square.
# We need to find the area of the gray piece.

# Since "e" is a square, its area is equal to the area of the side length times itself
area_e = side_length ** 2

# The remaining area after removing "e" from the square is the area of the gray piece
area_gray = area_square - area_e

print(f"RESULT: {area_gray}")
