# Given quantities
beavers_initial = 20
chipmunks_initial = 40

# Calculations
# Number of beavers and chipmunks coming back
beavers_back = beavers_initial * 2
chipmunks_back = chipmunks_initial - 10

# Total number of animals seen that day
total_animals = beavers_initial + chipmunks_initial + beavers_back + chipmunks_back
print(f"RESULT: {total_animals}")
