# Given values
new_plants = 18
ledges = 40
plants_per_ledge = 2
plants_given = 1

# Calculate the total number of potted plants Mary currently has
current_plants = plants_per_ledge * ledges

# Determine the number of potted plants she will give away
plants_given = plants_given * ledges

# Calculate the number of potted plants Mary will remain with
remaining_plants = current_plants - plants_given

# Print the final answer
print(f"RESULT: {remaining_plants}")
