# Given quantities
holes_first_day = 10
holes_second_day = 13
holes_third_day = 8
holes_third_day_filled = 2
holes_fourth_day_before_treasure = None

# Calculate the total number of holes at the end of the first day
total_holes_first_day = holes_first_day + holes_second_day + holes_third_day

# Calculate the total number of holes at the end of the third day
total_holes_third_day = total_holes_first_day + holes_third_day_filled

# Calculate the total number of holes at the end of the fourth day
total_holes_fourth_day = total_holes_third_day * 4

# Calculate the number of holes dug on the fourth day before finding the treasure
holes_fourth_day_before_treasure = total_holes_fourth_day - holes_third_day

# Print the result
print(f"RESULT: {holes_fourth_day_before_treasure}")
