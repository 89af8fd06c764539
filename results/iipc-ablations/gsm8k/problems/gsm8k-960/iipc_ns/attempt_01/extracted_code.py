# Initial number of holes dug each day
holes_day_1 = 10
holes_day_2 = 13
holes_day_3 = 8

# Total holes dug by the end of the first day
total_holes_end_day_1 = holes_day_1 + holes_day_2 + holes_day_3

# Holes filled on the third day
holes_filled = 2

# Holes left after filling on the third day
holes_left = total_holes_end_day_1 - holes_filled

# Number of holes on the fourth day before finding the treasure
holes_day_4 = holes_left + 2

# Verify the final answer
print(f"Initial holes: {holes_day_1 + holes_day_2 + holes_day_3}")
print(f"Holes left after filling: {holes_left}")
print(f"Holes on the fourth day before finding the treasure: {holes_day_4}")

# Check the final answer
print(f"Is the final answer correct? {holes_day_4 == 4 * (holes_day_1 + holes_day_2 + holes_day_3)}")
