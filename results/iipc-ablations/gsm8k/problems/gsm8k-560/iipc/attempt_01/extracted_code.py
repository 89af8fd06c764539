# Initial number of cages
total_cages = 6

# Number of cages with 10 hamsters each
cages_with_hamsters = 3

# Number of cages with 5 guinea pigs each
cages_with_guinea_pigs = 3

# Calculate the total number of hamsters
total_hamsters = cages_with_hamsters * 10

# Calculate the total number of guinea pigs
total_guinea_pigs = cages_with_guinea_pigs * 5

# Calculate the total number of rodents
total_roosters = total_hamsters + total_guinea_pigs

# Print intermediate values
print(f"Total cages: {total_cages}")
print(f"Cages with hamsters: {cages_with_hamsters}")
print(f"Cages with guinea pigs: {cages_with_guinea_pigs}")
print(f"Total hamsters: {total_hamsters}")
print(f"Total guinea pigs: {total_guinea_pigs}")
print(f"Total rodents: {total_roosters}")

# Verification: Check if the total number of rodents matches the expected result
expected_total_roosters = 30  # 3 cages with 10 hamsters each + 3 cages with 5 guinea pigs each
print(f"Verification: Total rodents (expected) = {expected_total_roosters}")
print(f"Verification: Total rodents (actual) = {total_roosters}")
print(f"Verification: Total rodents (expected) == Total rodents (actual) = {expected_total_roosters == total_roosters}")
