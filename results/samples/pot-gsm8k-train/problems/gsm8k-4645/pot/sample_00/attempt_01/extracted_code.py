# Initial number of marbles
total_marbles = 50

# Initial number of white marbles
white_marbles = 20

# Initial number of red marbles (same as blue marbles)
blue_marbles = white_marbles

# Number of marbles removed by Jack
marbles_removed = 2 * (white_marbles - blue_marbles)

# Marbles left in the box
marbles_left = total_marbles - marbles_removed

# Print the result
print(f"RESULT: {marbles_left}")
