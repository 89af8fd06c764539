# Given data
cages_with_hamsters = 3
cages_with_guinea_pigs = 3
hamsters_per_cage = 10
guinea_pigs_per_cage = 5

# Calculate total number of hamsters and guinea pigs
total_hamsters = cages_with_hamsters * hamsters_per_cage
total_guinea_pigs = cages_with_guinea_pigs * guinea_pigs_per_cage

# Calculate total number of rodents
total_roosters = total_hamsters + total_guinea_pigs

# Print the result
print(f"RESULT: {total_roosters}")
