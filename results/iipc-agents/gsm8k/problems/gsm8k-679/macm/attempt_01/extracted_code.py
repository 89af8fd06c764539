# Given data
potatoes_per_36_hash_browns = 6
hash_browns_per_potato = 36 // potatoes_per_36_hash_browns

# Number of potatoes to be used
total_potatoes = 96

# Calculate the total number of hash browns
total_hash_browns = total_potatoes * hash_browns_per_potato

# Print the result
print(f"RESULT: {total_hash_browns}")
