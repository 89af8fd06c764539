# Initial number of pieces
total_pieces = 1000

# First day: 10% of 1000
pieces_put_first_day = total_pieces * 0.10
pieces_remaining_after_first_day = total_pieces - pieces_put_first_day

# Second day: 20% of the remaining pieces from the first day
pieces_put_second_day = pieces_remaining_after_first_day * 0.20
pieces_remaining_after_second_day = pieces_remaining_after_first_day - pieces_put_second_day

# Third day: 30% of the remaining pieces from the previous day
pieces_put_third_day = pieces_remaining_after_second_day * 0.30
pieces_remaining_after_third_day = pieces_remaining_after_second_day - pieces_put_third_day

# Result: final number of pieces left
print(f"RESULT: {pieces_remaining_after_third_day}")
