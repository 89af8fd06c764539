# Given quantities
first_day_holes = 10
second_day_holes = 13
third_day_holes = 8
fourth_day_holes_before_treasure = None

# Calculate the total number of holes after the third day
total_holes_after_third_day = first_day_holes + second_day_holes + third_day_holes

# Calculate the number of holes at the end of the first day
end_of_first_day_holes = total_holes_after_third_day

# Calculate the number of holes at the end of the fourth day
end_of_fourth_day_holes = end_of_first_day_holes + 4 * end_of_first_day_holes

# Calculate the number of holes dug on the fourth day before finding the treasure
fourth_day_holes_before_treasure = end_of_fourth_day_holes - fourth_day_holes

# Print the result
print(f"RESULT: {fourth_day_holes_before_treasure}")
