from collections import *

def side_decrease_percentage(length):
    decrease = 40 / 100 * length
    return length - decrease

def area_decrease_percentage(original_area, new_area):
    return ((original_area - new_area) / original_area) * 100

# Original square dimensions
side_length = 10  # arbitrary initial side length for demonstration purposes

# Side lengths after changes
new_side_1 = side_decrease_percentage(side_length)
new_side_2 = side_increase_percentage(side_length)

# New rectangle dimensions
rectangle_width = new_side_1 * 2
rectangle_height = new_side_2 * 2

# Original square area
original_area = side_length ** 2

# Rectangle area
rectangle_area = rectangle_width * rectangle_height

# Area decrease percentage
area_decrease = area_decrease_percentage(original_area, rectangle_area)
print(f"RESULT: {area_decrease:.1f}%")
print(f"CONFIDENCE: 90")  # Adjusted based on the accuracy of the model
