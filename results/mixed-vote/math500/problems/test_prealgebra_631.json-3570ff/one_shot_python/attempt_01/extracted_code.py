from sympy import sqrt, Rational

# Given area of the square ABCD
area_square = 16

# Calculate side length of the square
side_length = sqrt(area_square)

# Area of piece 'e' (which is a square)
area_piece_e = side_length**2

# The gray piece is the remaining area after removing piece 'e'
area_gray = area_square - area_piece_e

print(f"RESULT: {area_gray}")
print(f"CONFIDENCE: 100")
