# Number of buckets George can carry each round
buckets_george = 2

# Number of buckets Harry can carry each round
buckets_harry = 3

# Total number of buckets needed to fill the pool
total_buckets = 110

# Calculate the total number of buckets George and Harry can carry each round
total_buckets_per_round = buckets_george + buckets_harry

# Calculate the number of rounds required to fill the pool
rounds_required = total_buckets // total_buckets_per_round

# If there are remaining buckets, an additional round is needed
if total_buckets % total_buckets_per_round != 0:
    rounds_required += 1

# Print the result
print(f"RESULT: {rounds_required}")
