# Given quantities
initial_holes = 10 + 13 + 8  # total holes dug on the first three days
final_holes = initial_holes + 2  # holes dug on the third day
fourth_day_holes = final_holes - 2  # holes dug on the fourth day before finding the treasure

# Print the result
print(f"RESULT: {fourth_day_holes}")
