import math

# Given quantities
total_buckets = 110
george_buckets_per_round = 2
harry_buckets_per_round = 3

# Calculate the total number of rounds
total_rounds = (total_buckets - 1) // (george_buckets_per_round + harry_buckets_per_round) + 1

# Print the result
print(f"RESULT: {total_rounds}")
