# Given information
cost_white_socks = 45  # in cents
cost_difference = 25  # in cents

# Calculate the cost of a single brown sock
cost_brown_socks = cost_white_socks - cost_difference

# Calculate the total cost for 15 brown socks
total_cost = cost_brown_socks * 15

# Print the result
print(f"RESULT: {total_cost}")
