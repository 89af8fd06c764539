# Step 1: Calculate the number of hash browns per potato
potatoes = 6
hash_browns = 36
hash_browns_per_potato = hash_browns / potatoes

# Step 2: Calculate the total number of hash browns from 96 potatoes
total_potatoes = 96
total_hash_browns = total_potatoes * hash_browns_per_potato

# Print intermediate values
print(f"Hash browns per potato: {hash_browns_per_potato}")
print(f"Total hash browns from 96 potatoes: {total_hash_browns}")

# Verification
# Check if the total hash browns matches the expected result
expected_total_hash_browns = 6 * 96
assert total_hash_browns == expected_total_hash_browns, f"Expected {expected_total_hash_browns}, but got {total_hash_browns}"

# Print the final answer
RESULT: 576
