from sympy import sqrt, Rational

# Initial side lengths of the square
side_length = Rational(100)  # This can be any positive integer or fraction

# New dimensions after transformations
new_side_length_1 = side_length * (1 - Rational(40)) / 2
new_side_length_2 = side_length * (1 + Rational(50)) / 2

# Original area of the square
original_area = side_length ** 2

# New area of the rectangle
new_area = new_side_length_1 * new_side_length_2

# Area decrease
area_decrease = original_area - new_area
percentage_decrease = (area_decrease / original_area) * 100

print(f"RESULT: {percentage_decrease}")
print(f"CONFIDENCE: 98")  # This is a reasonable estimate based on the problem's requirements
