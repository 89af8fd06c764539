# Given quantities
cages = 6
hamsters_per_cage = 10
guinea_pigs_per_cage = 5

# Compute the total number of rodents
total_hamsters = cages * hamsters_per_cage
total_guinea_pigs = cages * guinea_pigs_per_cage
total_roosters = total_hamsters + total_guinea_pigs

# Print the result
print(f"RESULT: {total_roosters}")
