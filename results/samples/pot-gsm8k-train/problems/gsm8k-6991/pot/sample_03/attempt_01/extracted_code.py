# Initial number of pieces in the puzzle
initial_pieces = 1000

# Day 1: Luke puts together 10% of the pieces
day1_pieces = initial_pieces * 0.10
remaining_after_day1 = initial_pieces - day1_pieces

# Day 2: Luke puts together 20% of the remaining pieces from the first day
day2_pieces = remaining_after_day1 * 0.20
remaining_after_day2 = remaining_after_day1 - day2_pieces

# Day 3: Luke puts together 30% of the remaining pieces from the previous day
day3_pieces = remaining_after_day2 * 0.30
remaining_after_day3 = remaining_after_day2 - day3_pieces

# The final number of pieces Luke has left to complete
print(f"RESULT: {remaining_after_day3}")
