import sympy as sp

# Given quantities
total_plants = 18
initial_plants_per_ledge = 2
ledges = 40
plants_to_give = 1

# Calculate the total number of plants before giving any away
total_plants_before_giving = total_plants + initial_plants_per_ledge *ledges

# Calculate the number of plants given away
plants_given_away = plants_to_give * ledges

# Calculate the remaining plants
remaining_plants = total_plants_before_giving - plants_given_away

# Print the result
print(f"RESULT: {remaining_plants}")
