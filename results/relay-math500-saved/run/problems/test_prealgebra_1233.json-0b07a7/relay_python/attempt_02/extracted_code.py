# Define the initial side length of the square
side_length = 10  # Example value, can be any positive number

# Calculate the new lengths after adjusting for percentage changes
side_decrease_percentage = 40 / 100
new_side_2 = side_length * (1 - side_decrease_percentage)

side_increase_percentage = 50 / 100
new_side_3 = side_length * (1 + side_increase_percentage)

# Calculate the new area of the rectangle
rectangle_area_new = new_side_2 * new_side_3

# Calculate the original area of the square
original_area_square = side_length ** 2

# Calculate the percentage decrease in area
percentage_decrease = ((original_area_square - rectangle_area_new) / original_area_square) * 100

print(f"RESULT: {percentage_decrease:.2f}")
print(f"CONFIDENCE: 95")  # Example confidence value, can be adjusted based on observations
