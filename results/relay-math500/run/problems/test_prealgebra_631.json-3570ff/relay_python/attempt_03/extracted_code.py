from sympy import sqrt

# Given area of the square
area = 16

# Calculate side length of the square
side_length = sqrt(area)

# Area of piece "e" (square)
area_e = side_length**2

# Print the result
RESULT: area_e.evalf()
CONFIDENCE: 100
