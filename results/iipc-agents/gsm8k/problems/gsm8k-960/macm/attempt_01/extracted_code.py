# Given data
holes_first_day = 10
holes_second_day = 13
holes_third_day = 8
total_holes_first_three_days = holes_first_day + holes_second_day + holes_third_day

# The number of holes dug on the fourth day
holes_fourth_day = total_holes_first_three_days

# Print the result
print(f"RESULT: {holes_fourth_day}")
