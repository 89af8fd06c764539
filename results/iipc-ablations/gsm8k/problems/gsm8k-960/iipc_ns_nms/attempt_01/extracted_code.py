# Initial number of holes dug each day
holes_day1 = 10
holes_day2 = 13
holes_day3 = 8

# Total holes dug by the end of the first day
total_holes_end_day1 = holes_day1 + holes_day2 + holes_day3

# Holes filled on the third day
holes_filled = 2

# Holes left after filling on the third day
holes_left = total_holes_end_day1 - holes_filled

# Number of holes on the fourth day before finding the treasure
holes_day4 = holes_left + 2

# Final answer
RESULT: holes_day4
