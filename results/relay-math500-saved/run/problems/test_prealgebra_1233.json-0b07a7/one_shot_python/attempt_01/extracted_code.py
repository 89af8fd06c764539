# Given values
side_square = 100  # original side length of the square

# New dimensions of the rectangle
side_new = side_square * (1 - 0.4)  # decreased by 40%
length_new = side_square * (1 + 0.5)  # increased by 50%

# Original area of the square
area_original = side_square ** 2

# Area of the rectangle
area_rectangle = length_new * width_new

# Percentage decrease in area
percentage_decrease = ((area_original - area_rectangle) / area_original) * 100

print("RESULT: {:.2f}".format(area_original))
print("CONFIDENCE: {:.2f}".format(percentage_decrease))
