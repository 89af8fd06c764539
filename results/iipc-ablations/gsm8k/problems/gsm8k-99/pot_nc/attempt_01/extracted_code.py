# Given quantities
new_plants = 18
initial_plants_per_ledge = 2
ledges = 40
plants_given = 1

# Calculate the total initial plants
initial_plants = initial_plants_per_ledge * ledges

# Calculate the total plants after giving some away
total_plants_after_giving = initial_plants - plants_given

# Calculate the remaining plants
remaining_plants = total_plants_after_giving - new_plants

# Print the result
print(f"RESULT: {remaining_plants}")
