# Initial number of pieces
total_pieces = 1000

# First day: 10% of the pieces
pieces_after_first_day = total_pieces * 0.10

# Remaining pieces after the first day
remaining_pieces_after_first_day = total_pieces - pieces_after_first_day

# Second day: 20% of the remaining pieces from the first day
pieces_after_second_day = remaining_pieces_after_first_day * 0.20

# Remaining pieces after the second day
remaining_pieces_after_second_day = remaining_pieces_after_first_day - pieces_after_second_day

# Third day: 30% of the remaining pieces from the previous day
pieces_after_third_day = remaining_pieces_after_second_day * 0.30

# Final number of pieces left to complete
print(f"RESULT: {pieces_after_third_day}")
