import itertools

# Number of Republicans and Democrats
num_republicans = 8
num_democrats = 6

# Total number of ways to choose 5 members from the committee
total_ways = num_republicans + num_democrats - (min(num_republicans, num_democrats) - 1)

# Ways to form a subcommittee with at least one member from each party
ways_one_rep_one_dem = min(num_republicans, num_democrats)
ways_one_rep_two_dem = num_republicans * (num_democrats - 1)
ways_two_rep_one_dem = num_republicans * num_democrats

# Sum up all valid combinations
valid_combinations = ways_one_rep_one_dem + ways_one_rep_two_dem + ways_two_rep_one_dem

# Calculate confidence level based on the ratio of valid combinations to total ways
confidence_level = int((valid_combinations / total_ways) * 100)

# Print the results
print(f"RESULT: {valid_combinations}")
print(f"CONFIDENCE: {confidence_level}")
