# Initial number of pieces
total_pieces = 1000

# First day
pieces_done = total_pieces * 0.1
remaining_pieces = total_pieces - pieces_done

# Second day
pieces_done += remaining_pieces * 0.2
remaining_pieces = remaining_pieces - pieces_done

# Third day
pieces_done += remaining_pieces * 0.3
remaining_pieces = remaining_pieces - pieces_done

print(f"RESULT: {remaining_pieces}")
