# Import necessary libraries
from math import comb

# Define the number of Republicans and Democrats
num_republicans = 8
num_democrats = 6

# Calculate the total number of ways to choose 5 members from 14
total_ways = comb(14, 5)

# Calculate the number of ways to choose all Republicans or all Democrats
all_republicans_ways = comb(num_republicans, 5)
all_democrats_ways = comb(num_democrats, 5)

# Calculate the number of ways to form a subcommittee with at least one member from each party
subcommittee_ways = total_ways - all_republicans_ways - all_democrats_ways

# Print the result and confidence level
print(f"RESULT: {subcommittee_ways}")
print(f"CONFIDENCE: 100")
