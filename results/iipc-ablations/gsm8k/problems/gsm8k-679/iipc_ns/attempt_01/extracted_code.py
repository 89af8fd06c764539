# Initial given information
potatoes_given = 6
hash_browns_given = 36

# Step 1: Calculate hash browns per potato
hash_browns_per_potato = hash_browns_given / potatoes_given

# Step 2: Calculate total hash browns for 96 potatoes
total_potatoes = 96
total_hash_browns = hash_browns_per_potato * total_potatoes

# Print intermediate values
print(f"Hash browns per potato: {hash_browns_per_potato}")
print(f"Total hash browns for 96 potatoes: {total_hash_browns}")

# Verification: Check if the calculation is correct
# Since we know the exact number of hash browns per potato and the total number of potatoes,
# we can directly check if the multiplication gives us the correct total.
# We don't need to compute it again, but we can verify the result.
verification_result = hash_browns_per_potato * total_potatoes
print(f"Verification result: {verification_result}")

# Final answer
RESULT: 576
