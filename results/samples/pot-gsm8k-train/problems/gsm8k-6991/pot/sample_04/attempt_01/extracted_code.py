# Initial pieces
total_pieces = 1000
remaining_pieces = total_pieces

# Day 1
pieces_day_1 = total_pieces * 0.10
remaining_pieces -= pieces_day_1

# Day 2
pieces_day_2 = remaining_pieces * 0.20
remaining_pieces -= pieces_day_2

# Day 3
pieces_day_3 = remaining_pieces * 0.30
remaining_pieces -= pieces_day_3

# Result
print(f"RESULT: {remaining_pieces}")
