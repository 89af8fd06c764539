import sympy as sp

# Original side length of the square
side_length_square = sp.symbols('side_length_square')

# New dimensions of the rectangle after applying transformations
length1_new = (1 - 0.40) * side_length_square
width2_new = (1 + 0.50) * side_length_square

# Original area of the square
area_original_square = side_length_square**2

# Area of the new rectangle
area_new_rectangle = length1_new * width2_new

# Change in area due to the transformation
change_in_area = area_original_square - area_new_rectangle

# Percentage decrease in area
percentage_decrease = sp.simplify(100 * change_in_area / area_original_square)

print(f"RESULT: {percentage_decrease}")
print(f"CONFIDENCE: 95")  # Adjust confidence based on the final result and additional checks
