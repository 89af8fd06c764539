import sympy as sp

# Define the original side length of the square as a symbol
side_length = sp.symbols('side_length')

# Calculate the new side lengths after changes
new_side_length_1 = side_length * (1 - 0.4)
new_side_length_2 = side_length * (1 + 0.5)

# Calculate the original area and the new area of the rectangle
original_area = side_length**2
new_area = new_side_length_1 * new_side_length_2

# Calculate the decrease in area
area_decrease = original_area - new_area

# Calculate the percentage decrease in area
percentage_decrease = (area_decrease / original_area) * 100

# Print the final answer and confidence level
RESULT: percentage_decrease
CONFIDENCE: 98
