# Given quantities
buckets_per_round_george = 2
buckets_per_round_harry = 3
total_buckets_needed = 110

# Compute the total number of buckets required per round
buckets_per_round_total = buckets_per_round_george + buckets_per_round_harry

# Calculate the number of rounds needed
rounds_needed = total_buckets_needed // buckets_per_round_total

# If there is a remainder, an additional round is needed
if total_buckets_needed % buckets_per_round_total != 0:
    rounds_needed += 1

# Print the result
print("RESULT:", rounds_needed)
