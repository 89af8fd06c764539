# Importing the necessary library
from fractions import Fraction

# Given quantities
buckets_per_round_george = 2
buckets_per_round_harry = 3
total_buckets = 110

# Calculate the total number of buckets George and Harry can carry per round
total_buckets_per_round = buckets_per_round_george + buckets_per_round_harry

# Calculate the number of rounds needed to fill the pool
rounds_needed = total_buckets // total_buckets_per_round

# Check if there are any remaining buckets after the final round
if total_buckets % total_buckets_per_round != 0:
    rounds_needed += 1

# Print the result
RESULT: rounds_needed
