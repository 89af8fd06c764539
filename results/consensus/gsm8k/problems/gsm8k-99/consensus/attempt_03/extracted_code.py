import sympy as sp

# Given quantities
new_plants = 18
potted_plants_per_ledge = 2
total_ledges = 40
plants_given = total_ledges

# Calculate the total number of potted plants Mary has initially
initial_potted_plants = potted_plants_per_ledge * total_ledges

# Calculate the number of potted plants Mary will give away
plants_given = total_ledges

# Calculate the number of potted plants Mary will remain with
remaining_potted_plants = initial_potted_plants - plants_given

# Print the final answer
RESULT: remaining_potted_plants
