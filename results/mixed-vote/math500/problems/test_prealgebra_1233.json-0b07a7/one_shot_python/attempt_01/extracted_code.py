from sympy import Rational, sqrt

# Original side length of the square
side_length = 1

# New dimensions after changes
new_side_length_square = side_length * (1 - Rational(40, 100))
new_side_length_rectangle = side_length * (1 + Rational(50, 100))

# Area of the original square
area_original_square = side_length ** 2

# Area of the new rectangle
area_new_rectangle = new_side_length_rectangle ** 2

# Percentage decrease in area
percentage_decrease_area = ((area_original_square - area_new_rectangle) / area_original_square) * 100

print(f"RESULT: {percentage_decrease_area:.2f}")
print(f"CONFIDENCE: 95")
