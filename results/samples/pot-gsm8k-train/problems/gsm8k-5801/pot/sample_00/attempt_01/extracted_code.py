# Initial counts of animals
beavers_waking = 20
chipmunks_waking = 40

# Increased counts of animals when coming back from school
beavers_during = beavers_waking * 2
chipmunks_during = chipmunks_waking - 10

# Total number of animals seen that day
total_animals = beavers_during + chipmunks_during
print(f"RESULT: {total_animals}")
