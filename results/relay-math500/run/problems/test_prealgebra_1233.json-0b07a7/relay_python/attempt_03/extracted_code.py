from sympy import symbols, simplify

# Define the original side length of the square
side_length = symbols('side_length')

# Calculate the new dimensions after the transformations
new_side_length_1 = side_length * (1 - 0.40)
new_side_length_2 = side_length * (1 + 0.50)

# Original area of the square
original_area = side_length**2

# Area of the rectangle
rectangle_area = new_side_length_1 * new_side_length_2

# Percentage decrease in the area
area_decrease_percentage = (1 - rectangle_area / original_area) * 100

print(f"RESULT: {simplify(area_decrease_percentage)}")
print(f"CONFIDENCE: 100")  # Assuming the calculations are correct and the answer is precise.
