# Given quantities
new_plants = 18
initial_plants_per_ledge = 2
ledges = 40
plants_given = 1

# Initial total plants
initial_total_plants = initial_plants_per_ledge * ledges

# Plants given away
plants_given_away = plants_given * ledges

# Plants remaining
plants_remaining = initial_total_plants - plants_given_away

# Print the result
print(f"RESULT: {plants_remaining}")
