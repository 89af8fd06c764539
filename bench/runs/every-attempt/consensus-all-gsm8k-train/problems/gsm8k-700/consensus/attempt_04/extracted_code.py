# Given values
cost_white_socks = 45  # in cents
cost_difference = 25  # in cents

# Calculate cost of a single brown sock
cost_brown_socks = cost_white_socks - cost_difference

# Calculate cost of 15 brown socks
total_cost_brown_socks = cost_brown_socks * 15

# Print the result
RESULT: total_cost_brown_socks
