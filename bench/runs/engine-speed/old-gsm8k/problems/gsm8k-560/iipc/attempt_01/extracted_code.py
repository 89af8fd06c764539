# Initial propositions
num_cages = 6
hamsters_per_cage = 10
guinea_pigs_per_cage = 5

# Step 1: Calculate the total number of hamsters
total_hamsters = num_cages * hamsters_per_cage

# Step 2: Calculate the total number of guinea pigs
total_guinea_pigs = num_cages * guinea_pigs_per_cage

# Step 3: Add the total number of hamsters and guinea pigs to find the total number of rodents
total_roots = total_hamsters + total_guinea_pigs

# Verification
print(f"Total number of hamsters: {total_hamsters}")
print(f"Total number of guinea pigs: {total_guinea_pigs}")
print(f"Total number of rodents: {total_roots}")

# RESULT: 45
