# Define the growth rates of the trees
rate_1 = 1  # meters/day
rate_2 = rate_1 / 2  # meters/day
rate_3 = 2  # meters/day
rate_4 = rate_3 + 1  # meters/day

# Calculate the total growth for each tree in 4 days
total_growth_1 = rate_1 * 4
total_growth_2 = rate_2 * 4
total_growth_3 = rate_3 * 4
total_growth_4 = rate_4 * 4

# Sum the total growth of all trees
total_growth = total_growth_1 + total_growth_2 + total_growth_3 + total_growth_4

# Print the result
print(f"RESULT: {total_growth}")
