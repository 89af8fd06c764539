# Define the cost of a single brown sock
cost_brown = (45 - 25) / 2

# Calculate the cost of 15 brown socks
cost_15_brown = 15 * cost_brown

# Print the result
print(f"RESULT: {cost_15_brown} cents")
