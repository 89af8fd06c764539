# Given values
total_marbles = 50
white_marbles = 20
initial_blue_marbles = white_marbles // 2

# Compute the double difference
double_diff = (white_marbles - initial_blue_marbles) * 2

# Remove the specified number of marbles
total_marbles -= double_diff

# Print the final answer
print("RESULT:", total_marbles)
