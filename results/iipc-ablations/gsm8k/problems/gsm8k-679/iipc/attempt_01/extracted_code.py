# Initial given information
potatoes_given = 6
hash_browns_given = 36

# Calculate hash browns per potato
hash_browns_per_potato = hash_browns_given / potatoes_given

# Total number of hash browns for 96 potatoes
total_hash_browns = hash_browns_per_potato * 96

# Print intermediate values
print(f"Hash browns per potato: {hash_browns_per_potato}")
print(f"Total hash browns for 96 potatoes: {total_hash_browns}")

# Verification
# Check if the calculation is correct
assert total_hash_browns == 576, f"Expected 576 hash browns, but got {total_hash_browns}"

# Print the final answer
RESULT: 576
