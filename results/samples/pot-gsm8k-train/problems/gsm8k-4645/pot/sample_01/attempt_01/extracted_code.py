# Define the initial number of marbles
total_marbles = 50
white_marbles = 20
blue_marbles = white_marbles

# Calculate the difference between white and blue marbles
difference = white_marbles - blue_marbles

# Calculate the number of marbles Jack removes
marbles_removed = 2 * difference

# Calculate the number of marbles left in the box
marbles_left = total_marbles - marbles_removed

# Print the result
print("RESULT:", marbles_left)
