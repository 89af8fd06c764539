# Given data
cages_of_hamsters = 3
cages_of_guinea_pigs = 3
hamsters_per cage = 10
guinea_pigs_per cage = 5

# Calculate the total number of hamsters and guinea pigs
total_hamsters = cages_of_hamsters * hamsters_per_cage
total_guinea_pigs = cages_of_guinea_pigs * guinea_pigs_per_cage

# Calculate the total number of rodents
total_rodents = total_hamsters + total_guinea_pigs

# Print the result
print(f"RESULT: {total_rodents}")
